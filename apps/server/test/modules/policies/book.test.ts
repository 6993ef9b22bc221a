import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  BOOK_CHART_MONTHS,
  POLICY_PATHS,
  type PolicyActionResult,
  type PolicyBook,
  type QuoteView,
} from '@cyber/domain';
import { policies, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let helpers: ReturnType<typeof accountHelpers>;

const usBook = async (s: Session) => {
  const res = await s.inject({ method: 'GET', url: POLICY_PATHS.book });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PolicyBook>().books.find((b) => b.currency === 'USD')!;
};

/** A binder of a new account of the demo agent. */
async function binder() {
  const accountId = (await helpers.create(agent, usAccount())).account.id;
  await helpers.makeQuotable(accountId);
  const created = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId },
  });
  expect(created.statusCode, created.body).toBe(201);
  const quote = created.json<QuoteView>();
  await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, quote.id));
  const bound = await agent.inject({
    method: 'POST',
    url: POLICY_PATHS.bind('P100', quote.id),
    payload: {},
  });
  expect(bound.statusCode, bound.body).toBe(201);
  return bound.json<PolicyActionResult>().policy;
}

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, broker] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('the book on the dashboard: binders awaiting payment, renewals due, premium by month', () => {
  it('counts an unpaid binder, a policy ending within 90 days and the month’s written premium', async () => {
    const before = await usBook(agent);
    const ukBefore = (await broker.inject({ method: 'GET', url: POLICY_PATHS.book })).body;
    expect(before.premiumByMonth).toHaveLength(BOOK_CHART_MONTHS);
    const months = before.premiumByMonth.map((m) => m.month);
    expect([...months].sort()).toEqual(months);
    const thisMonth = new Date(t.clock.now()).toISOString().slice(0, 7);
    expect(months.at(-1)).toBe(thisMonth);

    const policy = await binder();
    const afterBind = await usBook(agent);
    expect(afterBind.bindersAwaitingPayment).toBe(before.bindersAwaitingPayment + 1);
    expect(afterBind.premiumByMonth.at(-1)!.premium).toBe(
      before.premiumByMonth.at(-1)!.premium + policy.totalPremium,
    );

    // paid: no longer awaiting payment
    await t.database.db
      .update(policies)
      .set({ paymentStatus: 'Paid' })
      .where(eq(policies.id, policy.id));
    expect((await usBook(agent)).bindersAwaitingPayment).toBe(before.bindersAwaitingPayment);

    // in force and ending within 90 days: due for renewal
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    await t.database.db
      .update(policies)
      .set({ status: 'IN FORCE', endDate: addDaysIso(today, 60) })
      .where(eq(policies.id, policy.id));
    const inForce = await usBook(agent);
    expect(inForce.renewalsDue).toBe(before.renewalsDue + 1);
    // an in-force policy is still written premium of its month
    expect(inForce.premiumByMonth.at(-1)!.premium).toBe(
      before.premiumByMonth.at(-1)!.premium + policy.totalPremium,
    );
    await t.database.db
      .update(policies)
      .set({ endDate: addDaysIso(today, 120) })
      .where(eq(policies.id, policy.id));
    expect((await usBook(agent)).renewalsDue).toBe(before.renewalsDue);

    // another agency's book did not move
    expect((await broker.inject({ method: 'GET', url: POLICY_PATHS.book })).body).toBe(ukBefore);
  });
});
