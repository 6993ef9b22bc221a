import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPrecheckResult, QuoteView } from '@cyber/domain';
import { accountProfiles, auditLog, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let wholesale: Session;
let helpers: ReturnType<typeof accountHelpers>;

const DAY = 86_400_000;

const goodAnswers = {
  isVerifyingBankAccounts: true,
  isAuthenticatingFundTransferRequests: true,
  isPreventingUnauthorizedWireTransfers: true,
  claimHistory: 0,
  mfaEmail: true,
  mfaRemoteAccess: true,
  incidentResponsePlan: true,
  isSecurityTraining: true,
  useEncryption: true,
  p250Details: {
    thirdPartySecurityAgreement: true,
    testedFullFailover: true,
    dmzSeparation: true,
    pastCyberIncident: false,
    pendingLitigation: false,
    backupFrequency: 'WEEKLY',
  },
};

async function quotableAccount(body = usAccount()) {
  const id = (await helpers.create(agent, body)).account.id;
  await t.database.db
    .update(accountProfiles)
    .set({ naicsCode: '541511', totalRevenue: 5_000_000, noOfEmployees: 40, profileScore: 8 })
    .where(eq(accountProfiles.organisationId, id));
  return id;
}

async function quote(accountId: string, product = 'P100') {
  const res = await agent.inject({
    method: 'POST',
    url: `/api/quote/v1/${product}`,
    payload: { accountId },
  });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json<QuoteView>();
}

const row = async (id: string) =>
  (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;

const saveAnswers = (accountId: string, answers: Record<string, unknown>) =>
  agent.inject({
    method: 'PUT',
    url: `/api/account/v1/accounts/${accountId}/security-questions`,
    payload: answers,
  });

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  agent = await t.signIn('agent@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('re-rating on saved security answers', () => {
  it('re-rates open quotes in the save; a failed control changes premium and status', async () => {
    const accountId = await quotableAccount();
    const open = await quote(accountId);
    const lost = await quote(accountId);
    await t.database.db.update(quotes).set({ status: 'LOST' }).where(eq(quotes.id, lost.id));

    const good = await saveAnswers(accountId, goodAnswers);
    expect(good.statusCode, good.body).toBe(200);
    const afterGood = await row(open.id);
    expect(afterGood.premium).not.toBe(open.premium);
    const listed = good.json<{ requotedQuotes: { quoteId: string }[] }>().requotedQuotes;
    expect(listed.map((q) => q.quoteId)).toEqual([open.id]);

    // Pending litigation answered Yes: a debit and a referral (docs/rating.md).
    const bad = await saveAnswers(accountId, {
      ...goodAnswers,
      p250Details: { ...goodAnswers.p250Details, pendingLitigation: true },
      mfaEmail: false,
    });
    expect(bad.statusCode).toBe(200);
    const afterBad = await row(open.id);
    expect(afterBad.status).toBe('REFERRED');
    expect(afterBad.premium).toBeGreaterThan(afterGood.premium);
    expect(afterBad.totalPremium).toBe((afterBad.ratingResult as { total: number }).total);
    // A lost quote is not re-rated.
    expect((await row(lost.id)).premium).toBe(lost.premium);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.requote'), eq(auditLog.entityId, open.id)));
    expect(audits).toHaveLength(2);

    // Saving the same answers again changes nothing and lists nothing.
    const same = await saveAnswers(accountId, {
      ...goodAnswers,
      p250Details: { ...goodAnswers.p250Details, pendingLitigation: true },
      mfaEmail: false,
    });
    expect(same.json<{ requotedQuotes: unknown[] }>().requotedQuotes).toEqual([]);
  });
});

describe('account detail change', () => {
  it('pre-check answers WillInvalidateQuotes / WillReferQuotes; saving applies them', async () => {
    const accountId = await quotableAccount();
    const p100 = await quote(accountId, 'P100');
    const p250 = await quote(accountId, 'P250');

    const same = await agent.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${accountId}/precheck`,
      payload: { totalRevenue: 5_000_000, naicsCode: '541511' },
    });
    expect(same.json<AccountPrecheckResult>()).toMatchObject({
      WillInvalidateQuotes: false,
      WillReferQuotes: false,
    });
    const res = await agent.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${accountId}/precheck`,
      payload: { totalRevenue: 9_000_000 },
    });
    expect(res.statusCode).toBe(200);
    const pre = res.json<AccountPrecheckResult>();
    expect(pre.WillInvalidateQuotes).toBe(true);
    expect(pre.WillReferQuotes).toBe(p250.status !== 'REFERRED');
    expect(pre.changedFields).toEqual(['totalRevenue']);
    expect(pre.invalidatedQuotes.map((q) => q.quoteNumber)).toEqual([p100.quoteNumber]);
    const foreign = await wholesale.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${accountId}/precheck`,
      payload: { totalRevenue: 9_000_000 },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await agent.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${accountId}/precheck`,
      payload: { totalRevenue: 'lots' },
    });
    expect(bad.statusCode).toBe(400);

    const put = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${accountId}`,
      payload: {
        ...usAccount(),
        naicsCode: '541511',
        totalRevenue: 9_000_000,
        noOfEmployees: 40,
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await row(p100.id)).status).toBe('INVALID');
    expect((await row(p250.id)).status).toBe('REFERRED');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['quote.invalidate', 'quote.refer']));
    expect(audits.map((a) => a.entityId)).toContain(p100.id);
  });
});

describe('expiry job', () => {
  it('moves open quotes past expiresOn to EXPIRED, audited, once', async () => {
    const accountId = await quotableAccount();
    const q = await quote(accountId);
    const lost = await quote(accountId);
    await t.database.db.update(quotes).set({ status: 'LOST' }).where(eq(quotes.id, lost.id));
    const { jobs } = t.app.ctx;
    await jobs.enqueue(t.database.db, 'quotes.expire', {}, { singletonKey: 'recurring' });
    await jobs.runDue();
    expect((await row(q.id)).status).toBe(q.status);

    // expiresOn is effective date (+14 days) + 30 days: on its last day it is still open …
    const expires = new Date(`${q.expiresOn}T12:00:00Z`).getTime();
    t.clock.advance(expires - t.clock.now().getTime());
    await jobs.enqueue(t.database.db, 'quotes.expire', {}, { singletonKey: 'recurring' });
    await jobs.runDue();
    expect((await row(q.id)).status).toBe(q.status);

    // … and expired the day after.
    t.clock.advance(DAY);
    await jobs.enqueue(t.database.db, 'quotes.expire', {}, { singletonKey: 'recurring' });
    expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect((await row(q.id)).status).toBe('EXPIRED');
    expect((await row(lost.id)).status).toBe('LOST');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.expire'), eq(auditLog.entityId, q.id)));
    expect(audits).toHaveLength(1);

    await jobs.enqueue(t.database.db, 'quotes.expire', {}, { singletonKey: 'recurring' });
    await jobs.runDue();
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.expire'), eq(auditLog.entityId, q.id)));
    expect(again).toHaveLength(1);
  });
});
