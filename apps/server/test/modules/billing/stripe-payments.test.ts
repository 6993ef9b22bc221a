import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_PAYMENT_PATHS as P,
  COMMISSION_PATHS as C,
  POLICY_PATHS,
  type CommissionPayout,
  type Payment,
  type PolicyActionResult,
  type QuoteView,
} from '@cyber/domain';
import { invoices, payments, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, acmeAccount, type Session } from '../accounts/support.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';
import { billingHelpers } from './support.ts';

/**
 * Payments through the Stripe processor end to end (decision 059): the app configured with
 * PAYMENT_PROCESSOR=stripe and STRIPE_API_URL at a local fake of Stripe's API.
 */
let fake: StripeFake;
let t: TestApp;
let agent: Session;
let customer: Session;
let admin: Session;
let agencyAdmin: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await buildTestApp({
    PAYMENT_PROCESSOR: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_platform123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_platform123',
    STRIPE_API_URL: fake.url,
  });
  helpers = billingHelpers(t);
  [agent, customer, admin, agencyAdmin] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('agencyadmin@example.com'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const key = () => randomUUID().replaceAll('-', '');

const payReq = (s: Session, body: Record<string, unknown>, idempotencyKey: string = key()) =>
  s.inject({
    method: 'POST',
    url: P.paid,
    headers: { 'idempotency-key': idempotencyKey },
    payload: { paymentMethod: 'CREDIT_CARD', ...body },
  });

const paymentsOf = (policyId: string) =>
  t.database.db.select().from(payments).where(eq(payments.policyId, policyId));

/** The seeded policyholder's (Acme Dental Group's) policy, quoted, bound and issued by its agent. */
async function acmeIssuedPolicy() {
  const acme = await acmeAccount(t);
  await accountHelpers(t).makeQuotable(acme.id);
  const quoted = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId: acme.id },
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  const quote = quoted.json<QuoteView>();
  await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, quote.id));
  const binder = await helpers.bind(agent, 'P100', quote.id);
  const issued = await agent.inject({
    method: 'POST',
    url: POLICY_PATHS.agentIssue(binder.id),
    payload: {},
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json<PolicyActionResult>().policy;
}

/** Run the settlement job now, as the scheduler would. */
const settleJob = () => helpers.settleJob();

describe('payments through Stripe', () => {
  it('the browser is told to tokenise with Stripe.js and the publishable key', async () => {
    const res = await customer.inject({ method: 'GET', url: P.paymentProcessor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      processor: 'stripe',
      key: 'pk_test_platform123',
      url: 'https://js.stripe.com/v3',
      sandbox: false,
    });
    // the page may load Stripe.js, frame its card Element and reach its API (and only then)
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('a platform on the sandbox allows no Stripe origin', async () => {
    const sandbox = await buildTestApp();
    try {
      const res = await sandbox.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).not.toContain('stripe.com');
    } finally {
      await sandbox.close();
    }
  });

  it('the policyholder pays its issued policy’s balance by card; the policy is Paid; a retry charges once', async () => {
    const policy = await acmeIssuedPolicy();
    const before = await helpers.view(customer, policy.id);
    expect(before).toMatchObject({ status: 'Unpaid', payable: true });
    expect(before.amountDue).toBeGreaterThan(0);
    const created = fake.counts.paymentIntentsCreated;
    const idempotencyKey = key();
    const body = { policyId: policy.id, amount: before.amountDue, token: 'pm_card_visa' };

    const res = await payReq(customer, body, idempotencyKey);
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({
      status: 'PAID',
      amountPaid: before.amountDue,
      paymentMethod: 'CREDIT_CARD',
      processorName: 'stripe',
      lastFourDigits: '4242',
      cardType: 'Visa',
      failureMessage: null,
    });
    expect(payment.transactionId).toMatch(/^pi_/);
    expect(fake.intents.get(payment.transactionId!)).toMatchObject({
      amount: before.amountDue,
      currency: 'usd',
      status: 'succeeded',
      description: `Policy ${policy.policyNumber}`,
    });
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);

    const retry = await payReq(customer, body, idempotencyKey);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Payment>().id).toBe(payment.id);
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);

    expect(await helpers.view(customer, policy.id)).toMatchObject({
      status: 'Paid',
      isPaid: true,
      amountDue: 0,
    });
    expect(await paymentsOf(policy.id)).toHaveLength(1);
    await helpers.expectLedgerReconciles();
  });

  it('a declined card is recorded as Failed with Stripe’s message and posts nothing', async () => {
    const policy = await helpers.binder(agent);
    const res = await payReq(agent, {
      policyId: policy.id,
      amount: 10_000,
      token: 'pm_card_chargeDeclined',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Payment>()).toMatchObject({
      status: 'FAILED',
      failureMessage: 'Your card was declined.',
      lastFourDigits: '0002',
    });
    const view = await helpers.view(agent, policy.id);
    expect(view).toMatchObject({ status: 'Failed', amountDue: policy.totalPremium, paid: 0 });
    await helpers.expectLedgerReconciles();
  });

  it('a token Stripe does not know, or a card given as a bank account, is a 400 and charges nothing', async () => {
    const policy = await helpers.binder(agent);
    const created = fake.counts.paymentIntentsCreated;
    const unknown = await payReq(agent, {
      policyId: policy.id,
      amount: 10_000,
      token: 'pm_doesNotExist',
    });
    expect(unknown.statusCode).toBe(400);
    const mismatch = await payReq(agent, {
      policyId: policy.id,
      amount: 10_000,
      token: 'pm_card_visa',
      paymentMethod: 'BANK_ACCOUNT',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(fake.counts.paymentIntentsCreated).toBe(created);
    expect(await paymentsOf(policy.id)).toHaveLength(0);
  });

  it('a bank payment is In Process until Stripe settles it; the settlement job reads it back', async () => {
    const policy = await helpers.binder(agent);
    const res = await payReq(agent, {
      policyId: policy.id,
      amount: policy.totalPremium,
      token: 'pm_usBankAccount_success',
      paymentMethod: 'BANK_ACCOUNT',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({ status: 'IN_PROCESS', lastFourDigits: '6789' });

    t.clock.advance(6 * 24 * 3600 * 1000);
    await settleJob();
    // Stripe still has it processing: it stays In Process for the job's next run
    agent = await t.signIn('agent@example.com');
    expect(await helpers.view(agent, policy.id)).toMatchObject({ status: 'Processed' });

    fake.settle(payment.transactionId!);
    await settleJob();
    expect(await helpers.view(agent, policy.id)).toMatchObject({
      status: 'Paid',
      inProcess: 0,
      amountDue: 0,
    });
    await helpers.expectLedgerReconciles();
    [customer, admin, agencyAdmin] = await Promise.all([
      t.signIn('customer@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('agencyadmin@example.com'),
    ]);
  });

  it('Stripe down is a 503 that records nothing; the retry under the same key then charges once', async () => {
    const policy = await helpers.binder(agent);
    const idempotencyKey = key();
    const body = { policyId: policy.id, amount: 10_000, token: 'pm_card_visa' };
    const created = fake.counts.paymentIntentsCreated;
    fake.fault(503);
    try {
      const down = await payReq(agent, body, idempotencyKey);
      expect(down.statusCode, down.body).toBe(503);
      expect(down.json<{ message: string }>().message).toMatch(/payment processor/);
    } finally {
      fake.clearFaults();
    }
    expect(await paymentsOf(policy.id)).toHaveLength(0);
    const retry = await payReq(agent, body, idempotencyKey);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json<Payment>().status).toBe('PAID');
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);
  });
});

describe('commission payouts through Stripe Connect', () => {
  it('the agency keeps its Connect account; staff pay commission by a transfer; a refused one is Failed', async () => {
    const policy = await helpers.binder(agent);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.policyId, policy.id));
    const agencyId = invoice!.agencyId!;
    const save = (token: string) =>
      agencyAdmin.inject({
        method: 'PUT',
        url: C.ach(agencyId),
        payload: { token, title: 'Operating account' },
      });
    const card = await save('pm_card_visa');
    expect(card.statusCode).toBe(400);
    const saved = await save('acct_test_agency');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ last4: '6789', accountType: 'CHECKING' });

    const pay = (token: string, idempotencyKey = key()) =>
      admin.inject({
        method: 'POST',
        url: C.payment,
        headers: { 'idempotency-key': idempotencyKey },
        payload: { agencyId, commissionsAmount: 1_000, description: 'November commission', token },
      });
    const transfers = fake.counts.transfersCreated;
    const idempotencyKey = key();
    const paid = await pay('acct_test_agency', idempotencyKey);
    expect(paid.statusCode, paid.body).toBe(201);
    const payout = paid.json<CommissionPayout>();
    expect(payout).toMatchObject({ status: 'PAID', amount: 1_000 });
    expect([...fake.transfers.values()].at(-1)).toMatchObject({
      amount: 1_000,
      currency: 'usd',
      destination: 'acct_test_agency',
      description: 'November commission',
    });
    expect((await pay('acct_test_agency', idempotencyKey)).statusCode).toBe(200);
    expect(fake.counts.transfersCreated).toBe(transfers + 1);

    expect((await save('acct_test_closed')).statusCode).toBe(200);
    const refused = await pay('acct_test_closed');
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json<CommissionPayout>()).toMatchObject({ status: 'FAILED', amount: 1_000 });
    expect(refused.json<CommissionPayout>().failureMessage).toMatch(/capabilities/);
    expect(fake.counts.transfersCreated).toBe(transfers + 1);
    await helpers.expectLedgerReconciles();
  });
});
