import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_BILL_MESSAGES as M,
  AGENCY_BILL_PATHS as A,
  agencyBillDueOn,
  BILLING_PAYMENT_PATHS as P,
  sandboxCardToken,
  type AgencyBillStatement,
  type AgencyBillStats,
  type AgencyBillTerms,
} from '@cyber/domain';
import { invoices, ledgerEntries } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { ukAccount, type Session } from '../accounts/support.ts';
import { pdfText } from '../quotes/pdf-text.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let agencyAdmin: Session;
let broker: Session;
let admin: Session;
let helpers: ReturnType<typeof billingHelpers>;
let harborId: string;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, agencyAdmin, broker, admin] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
  ]);
  const direct = await helpers.binder(agent);
  harborId = (await invoicesOf(direct.id))[0]!.agencyId!;
});
afterAll(async () => t.close());

const key = () => randomUUID().replaceAll('-', '');

const invoicesOf = (policyId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.policyId, policyId));

/** Move the policies' invoices into `year`-`month` (as if raised then). */
async function raisedIn(policyIds: string[], year: number, month: number) {
  await t.database.db
    .update(invoices)
    .set({ createdAt: new Date(Date.UTC(year, month - 1, 10, 12)) })
    .where(inArray(invoices.policyId, policyIds));
}

const monthsAgo = (n: number) => {
  const now = t.clock.now();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

const setAgencyBill = (s: Session, agencyId: string, enabled: boolean) =>
  s.inject({ method: 'PUT', url: A.terms(agencyId), payload: { enabled } });

const statement = (s: Session, p: { year: number; month: number }, agencyId?: string) =>
  s.inject({
    method: 'GET',
    url: `${A.statement(p.month, p.year)}${agencyId ? `?agencyId=${agencyId}` : ''}`,
  });

const remit = (
  p: { year: number; month: number },
  body: Record<string, unknown>,
  idempotencyKey = key(),
) =>
  admin.inject({
    method: 'POST',
    url: A.statement(p.month, p.year),
    headers: { 'idempotency-key': idempotencyKey },
    payload: { agencyId: harborId, method: 'WIRE', reference: 'FED-20261201-0042', ...body },
  });

const stats = async (s: Session, agencyId?: string) => {
  const res = await s.inject({
    method: 'GET',
    url: `${A.stats}${agencyId ? `?agencyId=${agencyId}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AgencyBillStats>();
};

const card = () => {
  const r = sandboxCardToken({ number: '4242424242424242', expiry: '12/35', cvc: '123' });
  if (!('token' in r)) throw new Error(JSON.stringify(r.errors));
  return r.token;
};

describe('agency bill terms', () => {
  it('provider staff let an agency bill its clients; the agency reads it; nobody else sets it', async () => {
    const before = await agencyAdmin.inject({ method: 'GET', url: A.terms(harborId) });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<AgencyBillTerms>()).toMatchObject({ enabled: false, since: null });

    expect((await setAgencyBill(agencyAdmin, harborId, true)).statusCode).toBe(403);
    expect((await setAgencyBill(agent, harborId, true)).statusCode).toBe(403);
    // the UK broker (an agent of another agency) reads nothing of Harbor's
    expect((await broker.inject({ method: 'GET', url: A.terms(harborId) })).statusCode).toBe(403);

    const on = await setAgencyBill(admin, harborId, true);
    expect(on.statusCode, on.body).toBe(200);
    const body = on.json<{ message: string; terms: AgencyBillTerms }>();
    expect(body.terms).toMatchObject({ agencyId: harborId, enabled: true });
    expect(body.message).toBe(M.enabled(body.terms.agencyName));
    expect((await stats(agencyAdmin)).agencyBilling).toBe(true);
    expect((await setAgencyBill(admin, randomUUID(), true)).statusCode).toBe(404);
  });
});

describe('an agency-billed policy', () => {
  it('is invoiced to the agency: the insured is not asked to pay, reminded or financed', async () => {
    await setAgencyBill(admin, harborId, true);
    const policy = await helpers.binder(agent);
    const [invoice] = await invoicesOf(policy.id);
    expect(invoice!.agencyBilled).toBe(true);

    const view = await helpers.view(agent, policy.id);
    expect(view.agencyBill).toEqual({ agencyName: invoice!.agencyName });
    expect(view).toMatchObject({ payable: false, financingOffered: false });

    const paid = await agent.inject({
      method: 'POST',
      url: P.paid,
      headers: { 'idempotency-key': key() },
      payload: {
        policyId: policy.id,
        amount: 1_000,
        token: card(),
        paymentMethod: 'CREDIT_CARD',
      },
    });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json<{ message: string }>().message).toBe(
      M.agencyBilledPolicy(invoice!.agencyName!),
    );
    const reminded = await agent.inject({
      method: 'POST',
      url: `/api/billing/v1/invoiceReminder/${policy.id}`,
    });
    expect(reminded.statusCode, reminded.body).toBe(409);
  });

  it('a policy bound before the agency billed stays billed to the insured', async () => {
    await setAgencyBill(admin, harborId, false);
    const direct = await helpers.binder(agent);
    await setAgencyBill(admin, harborId, true);
    expect((await invoicesOf(direct.id))[0]!.agencyBilled).toBe(false);
    expect((await helpers.view(agent, direct.id)).agencyBill).toBeNull();
  });
});

describe('the monthly statement and its remittance', () => {
  it('lists the month’s agency-billed invoices net of commission; staff record the remittance once', async () => {
    await setAgencyBill(admin, harborId, true);
    const [a, b] = [await helpers.binder(agent), await helpers.binder(agent)];
    const period = monthsAgo(1);
    await raisedIn([a.id, b.id], period.year, period.month);

    const read = await statement(agencyAdmin, period);
    expect(read.statusCode, read.body).toBe(200);
    const s = read.json<AgencyBillStatement>();
    expect(s.lines.map((l) => l.policyNumber).sort()).toEqual(
      [a.policyNumber, b.policyNumber].sort(),
    );
    for (const l of s.lines) {
      expect(l.commission).toBeGreaterThan(0);
      expect(l.net).toBe(l.total - l.commission);
      expect(l.settled).toBe(false);
    }
    expect(s.net).toBe(s.total - s.commission);
    expect(s.netOutstanding).toBe(s.net);
    expect(s.dueOn).toBe(agencyBillDueOn(period.year, period.month));
    expect(['DUE', 'OVERDUE']).toContain(s.status);
    expect(s.remittance).toBeNull();

    const book = await stats(agencyAdmin);
    const usd = book.stats.find((x) => x.currency === 'USD')!;
    expect(usd.openInvoices).toBeGreaterThanOrEqual(2);
    expect(usd.nextDue).not.toBeNull();

    // the agency and agents do not record remittances; the reference is required
    const byAgency = await agencyAdmin.inject({
      method: 'POST',
      url: A.statement(period.month, period.year),
      headers: { 'idempotency-key': key() },
      payload: { agencyId: harborId, method: 'WIRE', reference: 'X' },
    });
    expect(byAgency.statusCode).toBe(403);
    const noReference = await remit(period, { reference: '  ' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json<{ message: string }>().message).toContain(M.referenceRequired);

    // five at once with different keys: one remittance
    const keys = Array.from({ length: 5 }, key);
    const tries = await Promise.all(keys.map((k) => remit(period, {}, k)));
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const first = tries.find((r) => r.statusCode === 201)!;
    const done = first.json<{ message: string; statement: AgencyBillStatement }>();
    expect(done.statement.status).toBe('REMITTED');
    expect(done.statement.lines.every((l) => l.settled)).toBe(true);
    expect(done.statement.remittance).toMatchObject({
      amount: s.net,
      total: s.total,
      commission: s.commission,
      method: 'WIRE',
      reference: 'FED-20261201-0042',
    });
    expect(done.message).toMatch(/^Remittance of \$[\d,]+\.\d\d from .+ recorded for \w+ \d{4}\.$/);

    // the same key again answers with it; another is refused
    const winner = keys[tries.indexOf(first)]!;
    const replayed = await remit(period, {}, winner);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const second = await remit(period, {});
    expect(second.statusCode).toBe(409);

    // the statement as a PDF, naming the remittance
    const pdf = await agencyAdmin.inject({ method: 'GET', url: A.pdf(period.month, period.year) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).text;
    expect(text).toContain('Agency bill statement');
    expect(text).toContain(a.policyNumber);
    expect(text).toContain('Net to remit');
    expect(text).toContain('FED-20261201-0042');
    const noPdf = await agencyAdmin.inject({ method: 'GET', url: A.pdf(2, 2021) });
    expect(noPdf.statusCode).toBe(404);

    // the insured's balance is settled; the agency kept its commission, so none is owed to it
    expect((await helpers.view(agent, a.id)).status).toBe('Paid');
    const payable = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.policyId, [a.id, b.id]));
    const owed = payable
      .filter((e) => e.ledgerAccount === 'COMMISSION_PAYABLE')
      .reduce((sum, e) => sum + e.amount, 0);
    expect(owed).toBe(0);
    await helpers.expectLedgerReconciles();
  });

  it('an open month is not remitted; an empty month is the spec’s message; another agency reads nothing', async () => {
    await setAgencyBill(admin, harborId, true);
    await helpers.binder(agent);
    const now = monthsAgo(0);
    const open = await statement(admin, now, harborId);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<AgencyBillStatement>().status).toBe('OPEN');
    const early = await remit(now, {});
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(M.notEnded);

    const empty = await statement(agencyAdmin, { year: 2021, month: 2 });
    expect(empty.statusCode).toBe(404);
    expect(empty.json<{ message: string }>().message).toBe(
      'No invoice/statements found for this month.',
    );
    const staffUnnamed = await statement(admin, now);
    expect(staffUnnamed.statusCode).toBe(400);
    expect(staffUnnamed.json<{ message: string }>().message).toBe(M.agencyRequired);
    // an agency naming another agency: 404; an agent: 403
    const ukInvoice = (
      await invoicesOf((await helpers.binder(broker, 'P_ONE_PLUS', ukAccount())).id)
    )[0]!;
    const cross = await statement(agencyAdmin, now, ukInvoice.agencyId!);
    expect(cross.statusCode).toBe(404);
    expect((await statement(agent, now)).statusCode).toBe(403);
    expect((await statement(admin, { year: 2019, month: 12 }, harborId)).statusCode).toBe(400);
  });

  it('a statement past its due date is overdue in the book', async () => {
    await setAgencyBill(admin, harborId, true);
    const late = await helpers.binder(agent);
    const period = monthsAgo(3);
    await raisedIn([late.id], period.year, period.month);
    const read = await statement(admin, period, harborId);
    expect(read.json<AgencyBillStatement>().status).toBe('OVERDUE');
    const usd = (await stats(admin, harborId)).stats.find((x) => x.currency === 'USD')!;
    expect(usd.overdueStatements).toBeGreaterThanOrEqual(1);
    expect(usd.overdueNet).toBeGreaterThan(0);
    expect(usd.nextDue).toMatchObject({ year: period.year, month: period.month });
    // staff across every agency
    expect((await stats(admin)).agencyBilling).toBeNull();
  });
});
