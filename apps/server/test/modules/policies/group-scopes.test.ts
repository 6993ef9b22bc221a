import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PATHS, type Policy, type PolicyBook, type PolicyPage } from '@cyber/domain';
import { organisations } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from './support.ts';

/**
 * The book of the organisations above agencies (decision 044): a cluster (or aggregator) reads
 * the binders and policies its member agencies bound, an MSSP those of the accounts it looks
 * after, a premium processor none yet (an empty list, not a refusal). Read-only, like everyone's
 * but the binding agency's and the provider's.
 */

let t: TestApp;
let staff: Session;
let agent: Session;
let cluster: Session;
let mssp: Session;
let processor: Session;
let binder: Policy;
let accountId: string;

const binderNumbers = async (s: Session) => {
  const res = await s.inject({
    method: 'GET',
    url: `${POLICY_PATHS.search}?kind=BINDERS&size=100&search=${encodeURIComponent(binder.policyNumber)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PolicyPage>().content.map((p) => p.policyNumber);
};
const open = async (s: Session) =>
  (await s.inject({ method: 'GET', url: POLICY_PATHS.byId(binder.id) })).statusCode;
const firstId = async (url: string) =>
  (await staff.inject({ method: 'GET', url })).json<{ content: { id: string }[] }>().content[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  const helpers = accountHelpers(t);
  [staff, agent, cluster, mssp, processor] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('cluster@example.com'),
    t.signIn('mssp@example.com'),
    t.signIn('premiumprocessor@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  const ready = await bindHelpers(t).readyQuote(agent, 'P100', usAccount());
  accountId = ready.accountId;
  binder = await bindHelpers(t).bind(agent, 'P100', ready.quote.id);
});
afterAll(async () => t.close());

describe('binders and policies above the agency', () => {
  it('a cluster reads its member agencies’ binders, and no longer once the agency leaves', async () => {
    expect(await binderNumbers(cluster)).toEqual([]);
    expect(await open(cluster)).toBe(404);

    const clusterId = await firstId('/api/account/v1/cluster/search?search=Great%20Lakes');
    const harborId = await firstId('/api/account/v1/agency/search?search=Harbor');
    const added = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId: clusterId, agencyId: harborId },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await binderNumbers(cluster)).toEqual([binder.policyNumber]);
    expect(await open(cluster)).toBe(200);
    const book = await cluster.inject({ method: 'GET', url: POLICY_PATHS.book });
    expect(book.statusCode).toBe(200);
    const usd = book.json<PolicyBook>().books.find((b) => b.currency === 'USD');
    expect(usd?.bindersAwaitingPayment).toBeGreaterThanOrEqual(1);
    // read-only: a cluster does not issue
    const issue = await cluster.inject({ method: 'POST', url: POLICY_PATHS.issue(binder.id) });
    expect([403, 404]).toContain(issue.statusCode);

    const removed = await staff.inject({
      method: 'PUT',
      url: `/api/account/v1/cluster/remove/agency/${harborId}?groupId=${clusterId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await binderNumbers(cluster)).toEqual([]);
    expect(await open(cluster)).toBe(404);
  });

  it('an MSSP reads the binders of the accounts it looks after, and only those', async () => {
    expect(await binderNumbers(mssp)).toEqual([]);
    const msspId = await firstId('/api/account/v1/mssp/search?search=');
    await t.database.db
      .update(organisations)
      .set({ parentId: msspId })
      .where(eq(organisations.id, accountId));
    const msspOrg = (await mssp.inject({ method: 'GET', url: '/api/auth/v1/me' })).json<{
      account: { id: string };
    }>().account.id;
    expect(msspOrg).toBe(msspId);
    expect(await binderNumbers(mssp)).toEqual([binder.policyNumber]);
    expect(await open(mssp)).toBe(200);
    await t.database.db
      .update(organisations)
      .set({ parentId: null })
      .where(eq(organisations.id, accountId));
    expect(await binderNumbers(mssp)).toEqual([]);
  });

  it('a premium processor gets an empty list until premium finance is recorded', async () => {
    expect(await binderNumbers(processor)).toEqual([]);
    expect(await open(processor)).toBe(404);
  });
});
