import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_PATHS,
  type AccountCreateInput,
  type ClaimPage,
  type ClaimSaveResult,
  type Policy,
  type PolicyBook,
  type PolicyPage,
} from '@cyber/domain';
import { auditLog, jobs } from '../../../src/db/schema/index.ts';
import { EVENT_FANOUT_QUEUE, type EventFanoutPayload } from '../../../src/lib/events.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { createHook } from '../webhooks/support.ts';
import { bindHelpers } from './support.ts';

/**
 * Carriers' paper (decision 042, narrowing decision 023): a binder records the lead carrier
 * writing its quote; a carrier sees the binders and policies on its paper and the filed claims
 * of their accounts; a reinsurer those of the carriers it reinsures (its treaties: the demo's
 * Northstar Re reinsures Keystone and Albion).
 */

let t: TestApp;
let admin: Session;
let agent: Session;
let broker: Session;
/** carrier@example.com: Keystone Specialty Insurance Co., the demo US carrier. */
let keystone: Session;
/** Provider staff jumped into Albion Cyber Insurance Ltd, the demo UK carrier. */
let albion: Session;
let reinsurer: Session;
let helpers: ReturnType<typeof accountHelpers>;
let binding: ReturnType<typeof bindHelpers>;
let keystoneId: string;
let albionId: string;

async function bindNew(s: Session, product: string, body: AccountCreateInput) {
  const { accountId, quote } = await binding.readyQuote(s, product, body);
  return { accountId, policy: await binding.bind(s, product, quote.id) };
}

/** A session acting in another organisation, as provider staff jump into it. */
async function jumpInto(segment: string, organisationId: string): Promise<Session> {
  const jump = await admin.inject({
    method: 'POST',
    url: `/api/auth/v1/${segment}/${organisationId}/jtoken`,
  });
  expect(jump.statusCode, jump.body).toBe(200);
  const entered = await t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/admin/enter/${encodeURIComponent(jump.json<{ token: string }>().token)}`,
  });
  expect(entered.statusCode, entered.body).toBe(200);
  const tokens = entered.json<{ accessToken: string; refreshToken: string }>();
  return {
    ...tokens,
    inject: (opts) =>
      t.app.inject({
        ...opts,
        headers: { ...opts.headers, authorization: `Bearer ${tokens.accessToken}` },
      }),
  };
}

const get = (s: Session, url: string) => s.inject({ method: 'GET', url });

/** Every binder or policy of a tab the session finds (one page of 100). */
async function listed(s: Session, kind: 'BINDERS' | 'POLICIES', search = '') {
  const res = await get(
    s,
    `${POLICY_PATHS.search}?kind=${kind}&size=100${search ? `&search=${encodeURIComponent(search)}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PolicyPage>();
}

/** A filed claim of the account, by provider staff (any account's claim). */
async function fileClaim(accountId: string, company: string, region: 'US' | 'UK') {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/policy/v1/claim',
    payload: {
      accountId,
      name: 'Sam Patel',
      role: 'Office Manager',
      email: 'sam.patel@example.com',
      companyName: company,
      workPhone: region === 'US' ? '(617) 555-0134' : '+44 7911 123456',
      cellPhone: '',
      isRightContact: true,
      address: region === 'US' ? '1 Main St' : '10 Downing Street',
      city: region === 'US' ? 'Boston' : 'London',
      state: region === 'US' ? 'MA' : 'Greater London',
      zipCode: region === 'US' ? '02110' : 'SW1A 2AA',
      lossDate: '2026-01-10',
      lossDescription: 'Phishing led to a compromised mailbox.',
      isAuthoritiesInvolved: false,
      isReportFiled: false,
      isFiled: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ClaimSaveResult>().claim;
}

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  binding = bindHelpers(t);
  [admin, agent, broker, keystone, reinsurer] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('carrier@example.com'),
    t.signIn('reinsurer@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  keystoneId = await helpers.orgId('Keystone Specialty Insurance Co.');
  albionId = await helpers.orgId('Albion Cyber Insurance Ltd');
  albion = await jumpInto('carrier', albionId);
});
afterAll(async () => t.close());

describe('a binder records its carrier', () => {
  let us: { accountId: string; policy: Policy };
  let uk: { accountId: string; policy: Policy };

  beforeAll(async () => {
    us = await bindNew(agent, 'P100', usAccount());
    uk = await bindNew(broker, 'P_ONE_PLUS', ukAccount());
  });

  it('the lead carrier writing the quote: Keystone for a US admitted quote in MA, Albion for a UK one; audited', async () => {
    expect(us.policy.carrierId).toBe(keystoneId);
    expect(uk.policy.carrierId).toBe(albionId);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, us.policy.id));
    expect(audit!.after).toMatchObject({ carrierId: keystoneId });
  });

  it('a carrier sees the binders on its paper — the list, one, the binder PDF — and not another carrier’s', async () => {
    const mine = await get(keystone, POLICY_PATHS.byId(us.policy.id));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Policy>()).toMatchObject({ id: us.policy.id, carrierId: keystoneId });
    expect((await get(keystone, POLICY_PATHS.binder(us.policy.id))).statusCode).toBe(200);
    const binders = await listed(keystone, 'BINDERS');
    expect(binders.content.map((p) => p.id)).toContain(us.policy.id);
    expect(binders.content.map((p) => p.id)).not.toContain(uk.policy.id);
    expect(binders.content.every((p) => p.carrierId === keystoneId)).toBe(true);

    expect((await get(keystone, POLICY_PATHS.byId(uk.policy.id))).statusCode).toBe(404);
    expect((await get(keystone, POLICY_PATHS.binder(uk.policy.id))).statusCode).toBe(404);
    expect((await listed(keystone, 'BINDERS', uk.policy.policyNumber)).totalElements).toBe(0);
  });

  it('the other carrier the other way round: Albion sees its UK binder, a 404 on the US one', async () => {
    expect((await get(albion, POLICY_PATHS.byId(uk.policy.id))).statusCode).toBe(200);
    expect((await get(albion, POLICY_PATHS.byId(us.policy.id))).statusCode).toBe(404);
    const binders = await listed(albion, 'BINDERS');
    expect(binders.content.map((p) => p.id)).toContain(uk.policy.id);
    expect(binders.content.every((p) => p.carrierId === albionId)).toBe(true);
  });

  it('issued, the policy stays on the carrier’s paper: declarations and the POLICIES tab', async () => {
    const issued = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(us.policy.id),
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await get(keystone, POLICY_PATHS.declarations(us.policy.id))).statusCode).toBe(200);
    expect((await get(albion, POLICY_PATHS.declarations(us.policy.id))).statusCode).toBe(404);
    const policies = await listed(keystone, 'POLICIES', us.policy.policyNumber);
    expect(policies.content.map((p) => p.id)).toEqual([us.policy.id]);
  });

  it('a carrier keeps its own webhook, and the binds and issues on its paper go to it, not another carrier’s', async () => {
    const hook = await createHook(keystone, { companyName: 'Keystone policy admin' });
    expect(hook.organisationId).toBe(keystoneId);
    const fannedOut = (
      await t.database.db.select().from(jobs).where(eq(jobs.queue, EVENT_FANOUT_QUEUE))
    ).map((j) => j.payload as EventFanoutPayload);
    const reaching = (type: string, policyId: string) =>
      fannedOut.find(
        (p) =>
          p.event.type === type &&
          (p.event.data as { policy?: { id: string } }).policy?.id === policyId,
      )?.organisationIds;
    expect(reaching('policy.bound', us.policy.id)).toContain(keystoneId);
    expect(reaching('policy.bound', us.policy.id)).not.toContain(albionId);
    expect(reaching('policy.bound', uk.policy.id)).toContain(albionId);
    expect(reaching('policy.issued', us.policy.id)).toContain(keystoneId);
  });

  it('a carrier never issues: its role has no policy:manage nor quote:manage', async () => {
    const res = await keystone.inject({
      method: 'POST',
      url: POLICY_PATHS.issue(uk.policy.id),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('a reinsurer sees the paper of the carriers it reinsures, and no longer once a treaty ends', async () => {
    expect((await get(reinsurer, POLICY_PATHS.byId(us.policy.id))).statusCode).toBe(200);
    expect((await get(reinsurer, POLICY_PATHS.binder(us.policy.id))).statusCode).toBe(200);
    expect((await get(reinsurer, POLICY_PATHS.byId(uk.policy.id))).statusCode).toBe(200);
    // the UK binder, and the US one issued above
    const binders = await listed(reinsurer, 'BINDERS');
    const issued = await listed(reinsurer, 'POLICIES', us.policy.policyNumber);
    expect(binders.content.map((p) => p.id)).toContain(uk.policy.id);
    expect(issued.content.map((p) => p.id)).toEqual([us.policy.id]);
    expect(
      binders.content.every((p) => p.carrierId === keystoneId || p.carrierId === albionId),
    ).toBe(true);
    const book = await get(reinsurer, POLICY_PATHS.book);
    expect(book.statusCode, book.body).toBe(200);
    expect(
      book
        .json<PolicyBook>()
        .books.map((b) => b.currency)
        .sort(),
    ).toEqual(['GBP', 'USD']);

    const northstarId = await helpers.orgId('Northstar Re');
    const ended = await admin.inject({
      method: 'DELETE',
      url: `/api/account/v1/reinsurer/${northstarId}/carriers/${albionId}`,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await get(reinsurer, POLICY_PATHS.byId(uk.policy.id))).statusCode).toBe(404);
    expect((await get(reinsurer, POLICY_PATHS.byId(us.policy.id))).statusCode).toBe(200);
    expect((await listed(reinsurer, 'BINDERS', uk.policy.policyNumber)).totalElements).toBe(0);
    const restored = await admin.inject({
      method: 'POST',
      url: `/api/account/v1/reinsurer/${northstarId}/carriers`,
      payload: { carrierId: albionId, sharePercent: 25 },
    });
    expect(restored.statusCode, restored.body).toBe(201);
  });
});

describe('claims on a carrier’s paper', () => {
  it('a carrier reads the filed claims of accounts with a binder or policy on its paper, not others of its region', async () => {
    const onPaper = await bindNew(agent, 'P100', usAccount());
    const company = 'Claimant Without Cover Inc';
    const without = (await helpers.create(agent, usAccount({ name: company }))).account.id;
    const covered = await fileClaim(onPaper.accountId, onPaper.policy.companyName, 'US');
    const uncovered = await fileClaim(without, company, 'US');

    expect((await get(keystone, `/api/claims/v1/${covered.id}`)).statusCode).toBe(200);
    expect((await get(keystone, `/api/claims/v1/${uncovered.id}`)).statusCode).toBe(404);
    const list = await get(keystone, '/api/claims/v1/search?size=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json<ClaimPage>().content.map((c) => c.id);
    expect(ids).toContain(covered.id);
    expect(ids).not.toContain(uncovered.id);

    // another carrier does not see it; Keystone's reinsurer does, but not the uncovered one
    expect((await get(albion, `/api/claims/v1/${covered.id}`)).statusCode).toBe(404);
    expect((await get(reinsurer, `/api/claims/v1/${covered.id}`)).statusCode).toBe(200);
    expect((await get(reinsurer, `/api/claims/v1/${uncovered.id}`)).statusCode).toBe(404);
    const reinsured = await get(reinsurer, '/api/claims/v1/search?size=100');
    const reinsuredIds = reinsured.json<ClaimPage>().content.map((c) => c.id);
    expect(reinsuredIds).toContain(covered.id);
    expect(reinsuredIds).not.toContain(uncovered.id);
  });

  it('a claim of a UK account on Albion’s paper is Albion’s, not Keystone’s', async () => {
    const uk = await bindNew(broker, 'P_ONE_PLUS', ukAccount());
    const claim = await fileClaim(uk.accountId, uk.policy.companyName, 'UK');
    expect((await get(albion, `/api/claims/v1/${claim.id}`)).statusCode).toBe(200);
    expect((await get(keystone, `/api/claims/v1/${claim.id}`)).statusCode).toBe(404);
  });
});

describe('the demo book', () => {
  it('carrier@example.com sees the demo binders and policies on Keystone’s paper, and its book', async () => {
    const binders = await listed(keystone, 'BINDERS', 'Acme Dental Group');
    expect(binders.totalElements).toBe(1);
    const policies = await listed(keystone, 'POLICIES', 'Granite State Credit Union');
    expect(policies.content.map((p) => p.status)).toEqual(['IN FORCE']);
    const book = await get(keystone, POLICY_PATHS.book);
    expect(book.statusCode, book.body).toBe(200);
    const usd = book.json<PolicyBook>().books.find((b) => b.currency === 'USD');
    expect(usd?.activePolicies).toBeGreaterThanOrEqual(2);
    expect(book.json<PolicyBook>().books.map((b) => b.currency)).toEqual(['USD']);
  });

  it('and the demo claim of Acme Dental Group, which has a binder on Keystone’s paper', async () => {
    const res = await get(keystone, '/api/claims/v1/search?size=100');
    expect(res.statusCode).toBe(200);
    const names = res.json<ClaimPage>().content.map((c) => c.accountName);
    expect(names).toContain('Acme Dental Group');
  });
});
