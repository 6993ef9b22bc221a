import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_PATHS,
  BILLING_PAYMENT_PATHS as P,
  FINANCING_MESSAGES,
  FINANCING_PARTNER_APR_BPS,
  financingTerms,
  installmentPlan,
  installmentReferenceDate,
  POLICY_PATHS,
  sandboxBankToken,
  sandboxCardToken,
  type FinancedPolicy,
  type InstallmentPlan,
  type Invoice,
  type Payment,
  type Policy,
  type RemittanceDetails,
  type SavedPaymentMethod,
} from '@cyber/domain';
import { ledgerEntries, payments, policies } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let carrier: Session;
let processor: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, broker, admin, carrier, processor] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('carrier@example.com'),
    t.signIn('premiumprocessor@example.com'),
  ]);
});
afterAll(async () => t.close());

const card = (number = '4242424242424242') => {
  const r = sandboxCardToken({ number, expiry: '12/35', cvc: '123' });
  if (!('token' in r)) throw new Error(JSON.stringify(r.errors));
  return r.token;
};
const bank = (accountNumber = '000123456789') => {
  const r = sandboxBankToken({
    nameOnAccount: 'Acme Treasury',
    routingOrSortCode: '110000000',
    accountNumber,
    accountType: 'CHECKING',
    region: 'US',
  });
  if (!('token' in r)) throw new Error(JSON.stringify(r.errors));
  return r.token;
};

const binder = (s: Session = agent, product = 'P100', body = usAccount()) =>
  helpers.binder(s, product, body);

const view = (s: Session, policyId: string) => helpers.view(s, policyId);
const expectLedgerReconciles = () => helpers.expectLedgerReconciles();

const payReq = (
  s: Session,
  body: Record<string, unknown>,
  key: string | null = randomUUID().replaceAll('-', ''),
) =>
  s.inject({
    method: 'POST',
    url: P.paid,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: { paymentMethod: 'CREDIT_CARD', ...body },
  });

const paymentsOf = (policyId: string) =>
  t.database.db.select().from(payments).where(eq(payments.policyId, policyId));

/** Run the settlement job now, as the scheduler would. */
const settleJob = () => helpers.settleJob();

describe('payments', () => {
  it('an unpaid binder shows its amount due; a card payment in full settles it and the policy is Paid', async () => {
    const policy = await binder();
    const before = await view(agent, policy.id);
    expect(before).toMatchObject({
      status: 'Unpaid',
      isPaid: false,
      amountDue: policy.totalPremium,
      payable: true,
      payments: [],
    });
    const res = await payReq(agent, {
      policyId: policy.id,
      amount: policy.totalPremium,
      token: card(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Payment>()).toMatchObject({
      status: 'PAID',
      amountPaid: policy.totalPremium,
      paymentMethod: 'CREDIT_CARD',
      processorName: 'sandbox',
      lastFourDigits: '4242',
      cardType: 'Visa',
      invoiceNumber: `${policy.policyNumber}-01`,
    });
    const after = await view(agent, policy.id);
    expect(after).toMatchObject({
      status: 'Paid',
      isPaid: true,
      amountDue: 0,
      paid: policy.totalPremium,
    });
    const detail = await agent.inject({ method: 'GET', url: POLICY_PATHS.byId(policy.id) });
    expect(detail.json<Policy>()).toMatchObject({ isPaid: true, paymentStatus: 'Paid' });
    const invoices = await agent.inject({
      method: 'GET',
      url: `${BILLING_PATHS.search}?search=${policy.policyNumber}`,
    });
    expect(invoices.json<{ content: Invoice[] }>().content[0]).toMatchObject({
      status: 'PAID',
      balance: 0,
    });
    await expectLedgerReconciles();
  });

  it('the same Idempotency-Key twice charges once; twenty parallel retries charge once', async () => {
    const policy = await binder();
    const key = 'retry-key-0001';
    const body = { policyId: policy.id, amount: 10_000, token: card() };
    const first = await payReq(agent, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await payReq(agent, body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Payment>().id).toBe(first.json<Payment>().id);

    const parallelKey = 'retry-key-0002';
    const parallelBody = { policyId: policy.id, amount: 5_000, token: card() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => payReq(agent, parallelBody, parallelKey)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.json<Payment>().id)).size).toBe(1);
    expect(await paymentsOf(policy.id)).toHaveLength(2);
    const v = await view(agent, policy.id);
    expect(v).toMatchObject({ status: 'Partially Paid', paid: 15_000 });
    expect(v.amountDue).toBe(policy.totalPremium - 15_000);
    await expectLedgerReconciles();
  });

  it('a key reused for a different payment is refused (409); a missing or malformed key is a 400', async () => {
    const policy = await binder();
    const token = card();
    expect(
      (await payReq(agent, { policyId: policy.id, amount: 1_000, token }, 'reuse-key-01'))
        .statusCode,
    ).toBe(201);
    const other = await payReq(
      agent,
      { policyId: policy.id, amount: 2_000, token },
      'reuse-key-01',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toBe(
      'This Idempotency-Key was used for a different payment.',
    );
    const none = await payReq(agent, { policyId: policy.id, amount: 1_000, token }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe('An Idempotency-Key header is required.');
    expect(
      (await payReq(agent, { policyId: policy.id, amount: 1_000, token }, 'short')).statusCode,
    ).toBe(400);
  });

  it('bad input is a 400 with a message: more than is due, a foreign token, a method that does not match', async () => {
    const policy = await binder();
    const tooMuch = await payReq(agent, {
      policyId: policy.id,
      amount: policy.totalPremium + 1,
      token: card(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'The amount is more than is due on this policy.',
    );
    const forged = await payReq(agent, {
      policyId: policy.id,
      amount: 100,
      token: 'tok_4242424242424242',
    });
    expect(forged.statusCode).toBe(400);
    const mismatch = await payReq(agent, {
      policyId: policy.id,
      amount: 100,
      token: bank(),
      paymentMethod: 'CREDIT_CARD',
    });
    expect(mismatch.statusCode).toBe(400);
    const check = await payReq(agent, {
      policyId: policy.id,
      amount: 100,
      token: card(),
      paymentMethod: 'CHECK',
    });
    expect(check.statusCode).toBe(400);
    expect(await paymentsOf(policy.id)).toHaveLength(0);
  });

  it('a declined card is recorded as Failed and leaves the balance; a new attempt pays', async () => {
    const policy = await binder();
    const declined = await payReq(agent, {
      policyId: policy.id,
      amount: policy.totalPremium,
      token: card('4000000000000002'),
    });
    expect(declined.statusCode, declined.body).toBe(201);
    expect(declined.json<Payment>()).toMatchObject({
      status: 'FAILED',
      failureMessage: 'Your card was declined.',
    });
    expect(await view(agent, policy.id)).toMatchObject({
      status: 'Failed',
      amountDue: policy.totalPremium,
    });
    const paid = await payReq(agent, {
      policyId: policy.id,
      amount: policy.totalPremium,
      token: card(),
    });
    expect(paid.json<Payment>().status).toBe('PAID');
    expect((await view(agent, policy.id)).status).toBe('Paid');
  });

  it('a bank payment is In Process until the settlement job settles it; a returned one fails then', async () => {
    const policy = await binder();
    const res = await payReq(agent, {
      policyId: policy.id,
      amount: policy.totalPremium,
      token: bank(),
      paymentMethod: 'BANK_ACCOUNT',
    });
    expect(res.json<Payment>()).toMatchObject({ status: 'IN_PROCESS', lastFourDigits: '6789' });
    expect(await view(agent, policy.id)).toMatchObject({
      status: 'Processed',
      inProcess: policy.totalPremium,
      payable: false,
    });
    const second = await payReq(agent, { policyId: policy.id, amount: 100, token: card() });
    expect(second.statusCode).toBe(409);

    const returned = await binder();
    await payReq(agent, {
      policyId: returned.id,
      amount: 10_000,
      token: bank('000111111116'),
      paymentMethod: 'BANK_ACCOUNT',
    });
    await settleJob();
    expect((await view(agent, policy.id)).status).toBe('Processed');

    t.clock.advance(6 * 24 * 3600 * 1000);
    agent = await t.signIn('agent@example.com');
    await settleJob();
    expect(await view(agent, policy.id)).toMatchObject({ status: 'Paid', inProcess: 0 });
    const failed = await view(agent, returned.id);
    expect(failed).toMatchObject({ status: 'Failed', amountDue: returned.totalPremium });
    expect(failed.payments[0]).toMatchObject({
      status: 'FAILED',
      failureMessage: 'The bank returned the payment.',
    });
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.paymentStatus).toBe('Paid');
    await expectLedgerReconciles();
    [admin, broker, carrier, processor] = await Promise.all([
      t.signIn('admin@example.com'),
      t.signIn('broker@example.com'),
      t.signIn('carrier@example.com'),
      t.signIn('premiumprocessor@example.com'),
    ]);
  });

  it('installment plan: the arithmetic of spec 3 §9, the down payment pays, the rest is financed by the partner', async () => {
    const policy = await binder();
    const offered = await view(agent, policy.id);
    expect(offered.financingOffered).toBe(true);
    const plan = offered.installmentPlan!;
    // the plan of spec 3 §9 at the financing partner's APR (decision 056)
    const { aprBps, ...expected } = financingTerms(
      installmentPlan({
        amountDue: policy.totalPremium,
        brokerFee: policy.brokerFee,
        mgaFee: policy.mgaFee,
        referenceDate: installmentReferenceDate(policy.created),
      }),
      FINANCING_PARTNER_APR_BPS,
    );
    expect(plan).toMatchObject({
      ...expected,
      apr: aprBps,
      id: null,
      status: null,
      financerName: 'ClearPay Premium Finance',
    });
    expect(plan.downPayment).toBe(
      Math.round((policy.totalPremium - policy.brokerFee - policy.mgaFee) * 0.2) +
        policy.brokerFee +
        policy.mgaFee,
    );
    const quoted = await agent.inject({
      method: 'POST',
      url: P.getInstallment,
      payload: { policyId: policy.id },
    });
    expect(quoted.json<InstallmentPlan>()).toEqual(plan);

    // no down payment before the finance agreement is signed
    const unsigned = await payReq(agent, {
      policyId: policy.id,
      amount: plan.downPayment,
      token: card(),
      isDownPayment: true,
    });
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json()).toMatchObject({ message: FINANCING_MESSAGES.signFirst });
    await helpers.signFinancing(agent, policy.id);

    const wrong = await payReq(agent, {
      policyId: policy.id,
      amount: plan.downPayment - 1,
      token: card(),
      isDownPayment: true,
    });
    expect(wrong.statusCode).toBe(400);
    const down = await payReq(agent, {
      policyId: policy.id,
      amount: plan.downPayment,
      token: card(),
      isDownPayment: true,
    });
    expect(down.statusCode, down.body).toBe(201);
    const financed = await view(agent, policy.id);
    expect(financed).toMatchObject({
      status: 'Paid',
      isPremiumFinanced: true,
      financingOffered: false,
      amountDue: 0,
      paid: plan.downPayment,
    });
    expect(financed.installmentPlan).toMatchObject({
      status: 'ACTIVE',
      amountFinanced: plan.amountFinanced,
    });
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.policyId, policy.id),
          eq(ledgerEntries.ledgerAccount, 'FINANCE_RECEIVABLE'),
        ),
      );
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(plan.amountFinanced);

    // a second plan, or a plan for a policy already paid into: refused
    const again = await payReq(agent, {
      policyId: policy.id,
      amount: plan.downPayment,
      token: card(),
      isDownPayment: true,
    });
    expect(again.statusCode).toBe(400);

    // the premium processor now reads the policy and its invoices; not others'
    const pp = await view(processor, policy.id);
    expect(pp.isPremiumFinanced).toBe(true);
    const ppInvoices = await processor.inject({ method: 'GET', url: BILLING_PATHS.search });
    expect(ppInvoices.statusCode).toBe(200);
    // its invoices: this policy's and the demo's financed one, no other
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policy.id));
    const financedIds = (
      await t.database.db.select().from(policies).where(eq(policies.financerId, row!.financerId!))
    ).map((p) => p.id);
    expect(financedIds).toContain(policy.id);
    expect(
      new Set(ppInvoices.json<{ content: Invoice[] }>().content.map((i) => i.policyId)),
    ).toEqual(new Set(financedIds));
    const other = await binder();
    expect(
      (await processor.inject({ method: 'GET', url: `${P.payment}?policyId=${other.id}` }))
        .statusCode,
    ).toBe(404);
    // the financing record, and the financed list: the processor's and the agency's, not others'
    const record = await agent.inject({ method: 'GET', url: `${P.finance}?policyId=${policy.id}` });
    expect(record.json<InstallmentPlan>()).toMatchObject({ status: 'ACTIVE' });
    expect(
      (await agent.inject({ method: 'GET', url: `${P.finance}?policyId=${other.id}` })).statusCode,
    ).toBe(404);
    const list = await processor.inject({
      method: 'GET',
      url: `${P.financed}?search=${policy.policyNumber}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ content: FinancedPolicy[] }>().content).toEqual([
      expect.objectContaining({
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        amountFinanced: plan.amountFinanced,
        financerName: 'ClearPay Premium Finance',
        nextInstallmentDue: plan.firstInstallmentDue,
      }),
    ]);
    const brokers = await broker.inject({
      method: 'GET',
      url: `${P.financed}?search=${policy.policyNumber}`,
    });
    expect(brokers.json<{ totalElements: number }>().totalElements).toBe(0);
    expect((await carrier.inject({ method: 'GET', url: P.financed })).statusCode).toBe(403);
    await expectLedgerReconciles();
  });

  it('another agency gets a 404, a carrier a 403; nothing is charged; staff read it', async () => {
    const policy = await binder();
    expect((await view(admin, policy.id)).policyNumber).toBe(policy.policyNumber);
    expect(
      (await broker.inject({ method: 'GET', url: `${P.payment}?policyId=${policy.id}` }))
        .statusCode,
    ).toBe(404);
    const theirs = await payReq(broker, { policyId: policy.id, amount: 100, token: card() });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await broker.inject({ method: 'GET', url: P.ach(policy.policyNumber) })).statusCode,
    ).toBe(404);
    expect(
      (await carrier.inject({ method: 'GET', url: `${P.payment}?policyId=${policy.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await payReq(carrier, { policyId: policy.id, amount: 100, token: card() })).statusCode,
    ).toBe(403);
    expect(await paymentsOf(policy.id)).toHaveLength(0);
  });

  it('ACH / wire details quote the policy number; a UK policy gets a sort code in pounds', async () => {
    const us = await binder();
    const res = await agent.inject({ method: 'GET', url: P.ach(us.policyNumber) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RemittanceDetails>()).toMatchObject({
      currency: 'USD',
      reference: us.policyNumber,
      amountDue: us.totalPremium,
      sortCode: null,
      note: 'Bank transfer confirmation after 3-5 business days.',
    });
    const uk = await binder(broker, 'P_ONE_PLUS', ukAccount());
    const ukRes = await broker.inject({ method: 'GET', url: P.ach(uk.policyNumber) });
    expect(ukRes.json<RemittanceDetails>()).toMatchObject({ currency: 'GBP', routingNumber: null });
    expect(ukRes.json<RemittanceDetails>().sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
  });

  it('the processor configuration; saved methods are the policyholder’s alone', async () => {
    const cfg = await agent.inject({ method: 'GET', url: P.paymentProcessor });
    expect(cfg.json()).toEqual({ processor: 'sandbox', key: null, url: null, sandbox: true });
    expect((await agent.inject({ method: 'GET', url: P.savedMethods })).statusCode).toBe(403);
    const customer = await t.signIn('customer@example.com');
    const list = await customer.inject({ method: 'GET', url: P.savedMethods });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<SavedPaymentMethod[]>()).toEqual([]);
  });
});

describe('the demo book', () => {
  it('the premium processor finances a demo policy; paid demo policies have nothing owed', async () => {
    const fresh = await t.signIn('premiumprocessor@example.com');
    const list = await fresh.inject({ method: 'GET', url: P.financed });
    const financed = list.json<{ content: FinancedPolicy[] }>().content;
    expect(financed.map((f) => f.companyName)).toContain('Pioneer Valley Law Group');
    const demo = financed.find((f) => f.companyName === 'Pioneer Valley Law Group')!;
    expect(await view(fresh, demo.policyId)).toMatchObject({
      status: 'Paid',
      isPremiumFinanced: true,
      amountDue: 0,
    });
    const paid = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.paymentStatus, 'Paid'));
    expect(paid.length).toBeGreaterThan(3);
    const staff = await t.signIn('admin@example.com');
    for (const p of paid) expect((await view(staff, p.id)).amountDue).toBe(0);
    await expectLedgerReconciles();
  });
});

describe('a binder that expires unissued', () => {
  it('is credited in full: a part payment becomes a credit owed back, the ledger still balances', async () => {
    const fresh = await t.signIn('agent@example.com');
    const policy = await binder(fresh);
    const paid = await payReq(fresh, { policyId: policy.id, amount: 10_000, token: card() });
    expect(paid.statusCode, paid.body).toBe(201);
    t.clock.advance(40 * 24 * 3600 * 1000);
    await t.app.ctx.jobs.enqueue(
      t.database.db,
      'policies.lifecycle',
      {},
      { singletonKey: 'recurring' },
    );
    await t.app.ctx.jobs.runDue();
    const again = await t.signIn('agent@example.com');
    const detail = await again.inject({ method: 'GET', url: POLICY_PATHS.byId(policy.id) });
    expect(detail.json<Policy>().status).toBe('BINDER EXPIRED');
    const res = await again.inject({
      method: 'GET',
      url: `${BILLING_PATHS.search}?policyId=${policy.id}&sort=invoiceNumber,asc`,
    });
    const list = res.json<{ content: Invoice[] }>().content;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({
      invoiceNumber: `${policy.policyNumber}-02`,
      kind: 'ADJUSTMENT',
      total: -policy.totalPremium,
      status: 'CREDIT',
    });
    const v = await view(again, policy.id);
    expect(v).toMatchObject({ amountDue: 0, paid: 10_000, payable: false });
    const balance = await again.inject({ method: 'GET', url: BILLING_PATHS.balance(policy.id) });
    expect(balance.json<{ balance: number }>().balance).toBe(-10_000);
    await expectLedgerReconciles();
  });
});

describe('payments with no processor configured', () => {
  it('card and bank payments are a 503 with a message; the configuration says none', async () => {
    const none = await buildTestApp({ PAYMENT_PROCESSOR: 'none' });
    try {
      const s = await none.signIn('agent@example.com');
      const cfg = await s.inject({ method: 'GET', url: P.paymentProcessor });
      expect(cfg.json()).toMatchObject({ processor: 'none', sandbox: false });
      const res = await s.inject({
        method: 'POST',
        url: P.paid,
        headers: { 'idempotency-key': 'no-processor-1' },
        payload: {
          policyId: randomUUID(),
          amount: 100,
          paymentMethod: 'CREDIT_CARD',
          token: card(),
        },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toMatch(/not configured/);
    } finally {
      await none.close();
    }
  });
});
