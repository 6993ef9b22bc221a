import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_STAFF_PATHS,
  BILLING_PATHS,
  POLICY_PATHS,
  SERVICING_PATHS as S,
  type InvoiceBalance,
  type Policy,
  type PolicyActionResult,
  type PolicyBalance,
} from '@cyber/domain';
import { invoices } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { pdfText } from '../quotes/pdf-text.ts';
import { ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, broker, admin, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
  ]);
});
afterAll(async () => t.close());

async function invoiceBalance(s: Session, policyId: string) {
  const res = await s.inject({ method: 'GET', url: BILLING_PATHS.invoiceBalance(policyId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InvoiceBalance>();
}

async function balance(s: Session, policyId: string) {
  const res = await s.inject({ method: 'GET', url: BILLING_PATHS.balance(policyId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PolicyBalance>();
}

const expectLedgerReconciles = () => helpers.expectLedgerReconciles();

describe('invoices', () => {
  it('a binder is invoiced once, even when bound fifty times at once; its balance is the total', async () => {
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        agent.inject({ method: 'POST', url: POLICY_PATHS.bind('P100', quote.id), payload: {} }),
      ),
    );
    const policy = results.find((r) => r.statusCode === 201)!.json<PolicyActionResult>().policy;
    const rows = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.policyId, policy.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      invoiceNumber: `${policy.policyNumber}-01`,
      kind: 'NEW_BUSINESS',
      total: policy.totalPremium,
      premium: policy.premium,
    });
    expect(await balance(agent, policy.id)).toEqual({
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      currency: 'USD',
      invoiced: policy.totalPremium,
      paid: 0,
      balance: policy.totalPremium,
    });
    const view = await invoiceBalance(agent, policy.id);
    expect(view.invoices).toEqual([
      expect.objectContaining({
        kind: 'NEW_BUSINESS',
        status: 'OPEN',
        balance: policy.totalPremium,
      }),
    ]);
    await expectLedgerReconciles();
  });

  it('an endorsement raises an adjustment and a flat cancellation credits everything written', async () => {
    const policy: Policy = await helpers.issuedPolicy(agent, usAccount());
    const endorsed = await admin.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: {
        type: 'LIMIT_CHANGE',
        effectiveDate: policy.effectiveDate,
        reason: 'More cover',
        limit: 2_000_000,
        deductible: policy.deductible,
      },
    });
    expect(endorsed.statusCode, endorsed.body).toBe(201);
    const after = endorsed.json<PolicyActionResult>().policy;
    let view = await invoiceBalance(agent, policy.id);
    expect(view.invoices.map((i) => [i.invoiceNumber, i.kind, i.total])).toEqual([
      [`${policy.policyNumber}-01`, 'NEW_BUSINESS', policy.totalPremium],
      [`${policy.policyNumber}-02`, 'ADJUSTMENT', after.totalPremium - policy.totalPremium],
    ]);
    expect(view.balance).toBe(after.totalPremium);

    const cancelled = await admin.inject({
      method: 'PUT',
      url: S.flatCancel(policy.id),
      payload: { reason: 'Issued in error' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const flat = cancelled.json<PolicyActionResult>().policy;
    view = await invoiceBalance(agent, policy.id);
    expect(view.invoices.at(-1)).toMatchObject({ kind: 'ADJUSTMENT', status: 'CREDIT' });
    // what is left owed is what the policy still totals (the fees it keeps)
    expect(view.balance).toBe(flat.totalPremium);
    expect((await balance(admin, policy.id)).balance).toBe(flat.totalPremium);
    await expectLedgerReconciles();
  });

  it('a UK policy bills its insurance premium tax: each invoice totals what the policy does', async () => {
    const policy: Policy = await helpers.issuedPolicy(broker, ukAccount(), 'P_ONE_PLUS');
    expect(policy.premiumTax).toBeGreaterThan(0);
    expect(policy.totalPremium).toBe(
      policy.premium + policy.brokerFee + policy.mgaFee + policy.premiumTax,
    );
    const billed = async () =>
      t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.policyId, policy.id))
        .orderBy(invoices.invoiceNumber);
    expect((await billed())[0]).toMatchObject({
      total: policy.totalPremium,
      premiumTax: policy.premiumTax,
      currency: 'GBP',
    });
    const endorsed = await admin.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: {
        type: 'LIMIT_CHANGE',
        effectiveDate: policy.effectiveDate,
        reason: 'More cover',
        limit: policy.limit * 2,
        deductible: policy.deductible,
      },
    });
    expect(endorsed.statusCode, endorsed.body).toBe(201);
    const after = endorsed.json<PolicyActionResult>().policy;
    expect(after.premiumTax).toBeGreaterThan(policy.premiumTax);
    expect((await billed())[1]).toMatchObject({
      kind: 'ADJUSTMENT',
      premiumTax: after.premiumTax - policy.premiumTax,
      total: after.totalPremium - policy.totalPremium,
    });
    expect((await invoiceBalance(broker, policy.id)).balance).toBe(after.totalPremium);
    await expectLedgerReconciles();
  });

  it('an invoice downloads as a PDF with its charges, balance and how to pay; another agency gets a 404', async () => {
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const policy = await helpers.bind(agent, 'P100', quote.id);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.policyId, policy.id));
    const res = await agent.inject({
      method: 'GET',
      url: BILLING_STAFF_PATHS.invoiceDocument(invoice!.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice!.invoiceNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(invoice!.invoiceNumber);
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain('Balance due');
    expect(text).toContain('How to pay');
    expect(text).toContain('routing number 021000021');
    const other = await broker.inject({
      method: 'GET',
      url: BILLING_STAFF_PATHS.invoiceDocument(invoice!.id),
    });
    expect(other.statusCode).toBe(404);
    const mine = await customer.inject({
      method: 'GET',
      url: BILLING_STAFF_PATHS.invoiceDocument(invoice!.id),
    });
    expect(mine.statusCode).toBe(404);
  });

  it('a rescinded binder is credited in full', async () => {
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const binder = await helpers.bind(agent, 'P100', quote.id);
    const res = await admin.inject({
      method: 'PUT',
      url: S.rescind(binder.id),
      payload: { reason: 'Bound in error' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = await invoiceBalance(agent, binder.id);
    expect(view.invoices.map((i) => i.total)).toEqual([binder.totalPremium, -binder.totalPremium]);
    expect(view.balance).toBe(0);
    await expectLedgerReconciles();
  });
});

describe('the billing search', () => {
  it('an agency finds its own invoices, staff all, and another agency or another insured none of them', async () => {
    const policy = await helpers.issuedPolicy(agent, usAccount());
    const url = `${BILLING_PATHS.search}?search=${policy.policyNumber}`;
    const mine = await agent.inject({ method: 'GET', url });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().content).toEqual([
      expect.objectContaining({
        invoiceNumber: `${policy.policyNumber}-01`,
        policyId: policy.id,
        companyName: policy.companyName,
        status: 'OPEN',
      }),
    ]);
    expect((await admin.inject({ method: 'GET', url })).json().totalElements).toBe(1);
    expect((await broker.inject({ method: 'GET', url })).json().totalElements).toBe(0);
    expect((await customer.inject({ method: 'GET', url })).json().totalElements).toBe(0);
    // another agency's policy: its balance is a 404, as the policy is
    const other = await broker.inject({ method: 'GET', url: BILLING_PATHS.balance(policy.id) });
    expect(other.statusCode).toBe(404);
    const otherInvoices = await broker.inject({
      method: 'GET',
      url: BILLING_PATHS.invoiceBalance(policy.id),
    });
    expect(otherInvoices.statusCode).toBe(404);
    const sorted = await admin.inject({
      method: 'GET',
      url: `${BILLING_PATHS.search}?sort=total,sideways`,
    });
    expect(sorted.statusCode).toBe(400);
  });

  it('the demo book is invoiced and reconciles', async () => {
    const page = await admin.inject({ method: 'GET', url: `${BILLING_PATHS.search}?size=100` });
    expect(page.json().totalElements).toBeGreaterThan(0);
    await expectLedgerReconciles();
  });
});
