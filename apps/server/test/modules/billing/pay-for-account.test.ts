import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_BILL_MESSAGES,
  AGENCY_BILL_PATHS,
  PAY_FOR_ACCOUNT_MESSAGES as M,
  PAYMENT_MESSAGES,
  payForPath,
  sandboxBankToken,
  sandboxCardToken,
  type AccountDue,
  type AccountPaymentResult,
  type QuoteView,
} from '@cyber/domain';
import { invoices, payments, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { usAccount, type Session } from '../accounts/support.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let processor: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, broker, admin, processor] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('premiumprocessor@example.com'),
  ]);
});
afterAll(async () => t.close());

const key = () => randomUUID().replaceAll('-', '');
const card = (number = '4242424242424242') => {
  const r = sandboxCardToken({ number, expiry: '12/35', cvc: '123' });
  if (!('token' in r)) throw new Error(JSON.stringify(r.errors));
  return r.token;
};
const bank = () => {
  const r = sandboxBankToken({
    nameOnAccount: 'Acme Treasury',
    routingOrSortCode: '110000000',
    accountNumber: '000123456789',
    accountType: 'CHECKING',
    region: 'US',
  });
  if (!('token' in r)) throw new Error(JSON.stringify(r.errors));
  return r.token;
};

/** An account of the agent's with two binders (two products), each invoiced. */
async function accountWithTwoPolicies() {
  const first = await helpers.readyQuote(agent, 'P100', usAccount());
  const a = await helpers.bind(agent, 'P100', first.quote.id);
  const res = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P250',
    payload: { accountId: first.accountId },
  });
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json<QuoteView>();
  await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, quote.id));
  const b = await helpers.bind(agent, 'P250', quote.id);
  return { accountId: first.accountId, a, b };
}

const due = async (s: Session, accountId: string) => {
  const res = await s.inject({ method: 'GET', url: payForPath(accountId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccountDue>();
};

const payFor = (
  s: Session,
  accountId: string,
  body: Record<string, unknown>,
  idempotencyKey: string = key(),
) =>
  s.inject({
    method: 'POST',
    url: payForPath(accountId),
    headers: { 'idempotency-key': idempotencyKey },
    payload: { paymentMethod: 'CREDIT_CARD', token: card(), ...body },
  });

describe('paying for an account', () => {
  it('pays every policy of the account in one charge, each settled by its own payment', async () => {
    const { accountId, a, b } = await accountWithTwoPolicies();
    const owed = await due(agent, accountId);
    expect(owed.policies.map((p) => p.policyId).sort()).toEqual([a.id, b.id].sort());
    expect(owed.amountDue).toBe(owed.policies.reduce((s, p) => s + p.amountDue, 0));
    expect(owed.currency).toBe('USD');

    // a stale total is refused; nothing is charged
    const stale = await payFor(agent, accountId, { amount: owed.amountDue - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(M.amountChanged);

    const k = key();
    const token = card();
    const paid = await payFor(agent, accountId, { amount: owed.amountDue, token }, k);
    expect(paid.statusCode, paid.body).toBe(201);
    const result = paid.json<AccountPaymentResult>();
    expect(result.payments).toHaveLength(2);
    expect(result.payments.every((p) => p.status === 'PAID')).toBe(true);
    expect(result.message).toMatch(/^Payment of \$[\d,]+\.\d\d made for 2 policies\.$/);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId));
    expect(new Set(rows.map((r) => r.processorRef)).size).toBe(1);
    expect((await helpers.view(agent, a.id)).status).toBe('Paid');
    expect((await helpers.view(agent, b.id)).status).toBe('Paid');

    // the same key replays; a different request under it is refused; nothing more is owed
    const again = await payFor(agent, accountId, { amount: owed.amountDue, token }, k);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await payFor(agent, accountId, { amount: 5 }, k);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.keyReused);
    expect((await due(agent, accountId)).amountDue).toBe(0);
    expect((await payFor(agent, accountId, { amount: 100 })).statusCode).toBe(409);
    await helpers.expectLedgerReconciles();
  });

  it('ten parallel retries of one key charge once', async () => {
    const { accountId } = await accountWithTwoPolicies();
    const owed = await due(agent, accountId);
    const k = key();
    const token = card();
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        payFor(agent, accountId, { amount: owed.amountDue, token }, k),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([...Array<number>(9).fill(200), 201]);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, accountId));
    expect(rows).toHaveLength(2);
    await helpers.expectLedgerReconciles();
  });

  it('a bank payment is in process for each policy; a declined card is recorded as failed', async () => {
    const { accountId, a } = await accountWithTwoPolicies();
    const owed = await due(agent, accountId);
    const declined = await payFor(agent, accountId, {
      amount: owed.amountDue,
      token: card('4000000000000002'),
    });
    expect(declined.statusCode, declined.body).toBe(201);
    const failed = declined.json<AccountPaymentResult>();
    expect(failed.payments.every((p) => p.status === 'FAILED')).toBe(true);
    expect(failed.message).toBe('Your card was declined.');

    const byBank = await payFor(agent, accountId, {
      amount: owed.amountDue,
      paymentMethod: 'BANK_ACCOUNT',
      token: bank(),
    });
    expect(byBank.statusCode, byBank.body).toBe(201);
    expect(byBank.json<AccountPaymentResult>().message).toMatch(/is being processed\.$/);
    const after = await due(agent, accountId);
    expect(after.amountDue).toBe(0);
    expect(after.excluded.map((x) => x.reason)).toEqual([
      PAYMENT_MESSAGES.inProcess,
      PAYMENT_MESSAGES.inProcess,
    ]);
    expect((await helpers.view(agent, a.id)).status).toBe('Processed');
  });

  it('leaves out agency-billed policies; another agency and a premium processor get nothing', async () => {
    const { accountId } = await accountWithTwoPolicies();
    const foreign = await due(broker, accountId);
    expect(foreign).toMatchObject({ amountDue: 0, policies: [], excluded: [] });
    expect((await payFor(broker, accountId, { amount: 100 })).statusCode).toBe(409);
    expect((await processor.inject({ method: 'GET', url: payForPath(accountId) })).statusCode).toBe(
      403,
    );

    // Harbor agency-bills its clients from now on: a new policy of the account is left out
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, accountId))
      .limit(1);
    const terms = AGENCY_BILL_PATHS.terms(invoice!.agencyId!);
    const on = await admin.inject({ method: 'PUT', url: terms, payload: { enabled: true } });
    expect(on.statusCode, on.body).toBe(200);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/P100',
      payload: { accountId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<QuoteView>();
    await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, quote.id));
    const billed = await helpers.bind(agent, 'P100', quote.id);
    await admin.inject({ method: 'PUT', url: terms, payload: { enabled: false } });
    const owed = await due(agent, accountId);
    expect(owed.policies).toHaveLength(2);
    expect(owed.excluded).toEqual([
      {
        policyId: billed.id,
        policyNumber: billed.policyNumber,
        reason: AGENCY_BILL_MESSAGES.agencyBilledPolicy(invoice!.agencyName!),
      },
    ]);
  });
});
