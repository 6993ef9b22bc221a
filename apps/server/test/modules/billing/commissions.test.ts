import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_MESSAGES as M,
  COMMISSION_PATHS as C,
  commissionOf,
  sandboxBankToken,
  sandboxCardToken,
  type CommissionLine,
  type CommissionPayout,
  type CommissionStatement,
  type OutstandingCommission,
} from '@cyber/domain';
import {
  commissionPayouts,
  invoices,
  ledgerJournals,
  organisations,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { pdfText } from '../quotes/pdf-text.ts';
import { ukAccount, type Session } from '../accounts/support.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let agencyAdmin: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, agencyAdmin, broker, admin, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
  ]);
});
afterAll(async () => t.close());

const key = () => randomUUID().replaceAll('-', '');

async function firstInvoice(policy: { id: string }) {
  const [row] = await t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.policyId, policy.id))
    .orderBy(invoices.createdAt);
  return row!;
}

const bankToken = (account = '000123456789', region: 'US' | 'UK' = 'US') => {
  const made = sandboxBankToken({
    nameOnAccount: 'Harbor Insurance Group',
    routingOrSortCode: region === 'US' ? '110000000' : '108800',
    accountNumber: account,
    accountType: 'CHECKING',
    region,
  });
  if (!('token' in made) || !made.token) throw new Error('sandbox bank token');
  return made.token;
};

const get = <T>(s: Session, url: string) =>
  s.inject({ method: 'GET', url }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  });

const saveAccount = (s: Session, agencyId: string, token = bankToken()) =>
  s.inject({
    method: 'PUT',
    url: C.ach(agencyId),
    payload: { token, title: 'Operating account' },
  });

const pay = (
  s: Session,
  body: { agencyId: string; commissionsAmount?: number; description?: string; token?: string },
  idempotencyKey = key(),
) =>
  s.inject({
    method: 'POST',
    url: C.payment,
    headers: { 'idempotency-key': idempotencyKey },
    payload: { description: 'November commission', ...body },
  });

async function outstandingOf(s: Session, agencyId: string) {
  const page = await get<{ content: OutstandingCommission[] }>(s, `${C.outstanding}?size=100`);
  return page.content.find((r) => r.agencyId === agencyId)!;
}

async function tokenOf(agencyId: string) {
  return (await get<{ token: string }>(admin, `${C.token}?agencyId=${agencyId}`)).token;
}

describe('earning commission', () => {
  it('a binder’s invoice earns the agency 15 % of its premium, posted as a balanced COMMISSION journal', async () => {
    const policy = await helpers.binder(agent);
    const invoice = await firstInvoice(policy);
    expect(invoice.commissionRateBps).toBe(1500);
    expect(invoice.commission).toBe(commissionOf(invoice.premium, 1500));
    expect(invoice.commission).toBeGreaterThan(0);
    const journals = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.policyId, policy.id), eq(ledgerJournals.kind, 'COMMISSION')));
    expect(journals.map((j) => j.memo)).toEqual([`Commission on ${invoice.invoiceNumber}`]);
    await helpers.expectLedgerReconciles();

    const lines = await get<{ content: CommissionLine[] }>(
      agencyAdmin,
      `${C.lines}?search=${encodeURIComponent(policy.policyNumber)}`,
    );
    expect(lines.content).toEqual([
      expect.objectContaining({
        invoiceNumber: invoice.invoiceNumber,
        premium: invoice.premium,
        rateBps: 1500,
        commission: invoice.commission,
        held: false,
        currency: 'USD',
      }),
    ]);
  });

  it('a UK brokerage earns in pounds, and neither agency reads the other’s commission', async () => {
    const policy = await helpers.binder(broker, 'P_ONE_PLUS', ukAccount());
    const invoice = await firstInvoice(policy);
    expect(invoice.currency).toBe('GBP');
    expect(invoice.commission).toBe(commissionOf(invoice.premium, 1500));
    const harbor = await get<{ content: CommissionLine[] }>(
      agencyAdmin,
      `${C.lines}?search=${encodeURIComponent(policy.policyNumber)}`,
    );
    expect(harbor.content).toEqual([]);
    const staff = await get<{ content: CommissionLine[] }>(
      admin,
      `${C.lines}?search=${encodeURIComponent(policy.policyNumber)}`,
    );
    expect(staff.content[0]).toMatchObject({ currency: 'GBP', agencyId: invoice.agencyId });
    // The Thames brokerage's rates and payout account are not Harbor's to read.
    expect(
      (await agencyAdmin.inject({ method: 'GET', url: C.rates(invoice.agencyId!) })).statusCode,
    ).toBe(404);
    expect(
      (await agencyAdmin.inject({ method: 'GET', url: C.ach(invoice.agencyId!) })).statusCode,
    ).toBe(404);
  });

  it('agents, policyholders and anyone without commission access get a 403', async () => {
    for (const s of [agent, broker, customer]) {
      expect((await s.inject({ method: 'GET', url: C.lines })).statusCode).toBe(403);
      expect((await s.inject({ method: 'GET', url: C.statements })).statusCode).toBe(403);
      expect((await s.inject({ method: 'GET', url: C.outstanding })).statusCode).toBe(403);
    }
  });

  it('staff set an agency’s rate; new policies earn it, an endorsement keeps the rate its policy earned', async () => {
    const harborId = (await firstInvoice(await helpers.binder(agent))).agencyId!;
    const denied = await agencyAdmin.inject({
      method: 'PUT',
      url: C.rates(harborId),
      payload: { rates: [{ product: 'P250', rateBps: 2000 }] },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await admin.inject({
      method: 'PUT',
      url: C.rates(harborId),
      payload: { rates: [{ product: 'P250', rateBps: 6000 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(M.rateRange);
    const saved = await admin.inject({
      method: 'PUT',
      url: C.rates(harborId),
      payload: { rates: [{ product: 'P250', rateBps: 2000 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rates).toContainEqual({ product: 'P250', rateBps: 2000, isDefault: false });
    expect(saved.json().rates).toContainEqual({ product: 'P100', rateBps: 1500, isDefault: true });

    const p250 = await helpers.binder(agent, 'P250');
    const invoice = await firstInvoice(p250);
    expect(invoice.commissionRateBps).toBe(2000);
    expect(invoice.commission).toBe(commissionOf(invoice.premium, 2000));
    // Restore the default for the other tests.
    await admin.inject({
      method: 'PUT',
      url: C.rates(harborId),
      payload: { rates: [{ product: 'P250', rateBps: 1500 }] },
    });
  });
});

describe('statements', () => {
  it('the aggregate lists each agency’s month with its commission; an agency only its own', async () => {
    const policy = await helpers.binder(agent);
    const invoice = await firstInvoice(policy);
    const now = t.clock.now();
    const own = await get<{ content: CommissionStatement[] }>(agencyAdmin, C.statements);
    expect(own.content.every((s) => s.agencyId === invoice.agencyId)).toBe(true);
    const month = own.content.find(
      (s) => s.year === now.getUTCFullYear() && s.month === now.getUTCMonth() + 1,
    )!;
    expect(month.commission).toBeGreaterThanOrEqual(invoice.commission);
    expect(month.invoices).toBeGreaterThanOrEqual(1);

    const staff = await get<{ content: CommissionStatement[] }>(admin, `${C.statements}?size=100`);
    expect(new Set(staff.content.map((s) => s.currency))).toEqual(new Set(['USD', 'GBP']));
    const searched = await get<{ content: CommissionStatement[] }>(
      admin,
      `${C.statements}?search=thames&size=100`,
    );
    expect(searched.content.length).toBeGreaterThan(0);
    expect(searched.content.every((s) => /thames/i.test(s.agencyName))).toBe(true);
    const billed = await get<{ content: CommissionStatement[] }>(
      admin,
      `${C.statements}?agencyBilled=true`,
    );
    // the demo's agency-billed invoices are the wholesale brokerage's (decision 058)
    expect(billed.content.length).toBeGreaterThan(0);
    expect(billed.content.every((s) => s.agencyName.startsWith('Summit'))).toBe(true);
    const bad = await admin.inject({ method: 'GET', url: `${C.statements}?sort=created,asc` });
    expect(bad.statusCode).toBe(400);
  });

  it('downloads the month’s statement as a PDF and as a spreadsheet; an empty month is the spec’s 404', async () => {
    const policy = await helpers.binder(agent);
    const invoice = await firstInvoice(policy);
    const now = t.clock.now();
    const q = `year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`;
    const pdf = await agencyAdmin.inject({ method: 'GET', url: `${C.statementDocument}?${q}` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Commission statement');
    expect(text).toContain(invoice.invoiceNumber);

    const csv = await agencyAdmin.inject({
      method: 'GET',
      url: `${C.statementDocument}?${q}&format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/commission-statement-\d{4}-\d{2}\.csv/);
    const row = csv.body.split('\r\n').find((l) => l.includes(invoice.invoiceNumber))!;
    expect(row).toContain((invoice.commission / 100).toFixed(2));

    const empty = await agencyAdmin.inject({
      method: 'GET',
      url: `${C.statementDocument}?year=2021&month=1`,
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(M.statementNotFound);
    const future = await agencyAdmin.inject({
      method: 'GET',
      url: `${C.statementDocument}?year=${now.getUTCFullYear() + 1}&month=1`,
    });
    expect(future.statusCode).toBe(400);
    const early = await agencyAdmin.inject({
      method: 'GET',
      url: `${C.statementDocument}?year=2019&month=12`,
    });
    expect(early.statusCode).toBe(400);
    // Staff name the agency; another agency's statement is not Harbor's.
    const unnamed = await admin.inject({ method: 'GET', url: `${C.statementDocument}?${q}` });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(M.agencyRequired);
    const named = await admin.inject({
      method: 'GET',
      url: `${C.statementDocument}?${q}&agencyId=${invoice.agencyId}`,
    });
    expect(named.statusCode).toBe(200);
    const thames = await firstInvoice(await helpers.binder(broker, 'P_ONE_PLUS', ukAccount()));
    const other = await agencyAdmin.inject({
      method: 'GET',
      url: `${C.statementDocument}?${q}&agencyId=${thames.agencyId}`,
    });
    expect(other.statusCode).toBe(404);
    const uk = await admin.inject({
      method: 'GET',
      url: `${C.statementDocument}?${q}&agencyId=${thames.agencyId}`,
    });
    expect((await pdfText(uk.rawPayload)).text).toContain('£');
  });
});

describe('paying commission', () => {
  let harborId: string;
  beforeAll(async () => {
    harborId = (await firstInvoice(await helpers.binder(agent))).agencyId!;
  });

  it('the agency admin keeps a payout bank account as a token; staff cannot set it, a card is refused', async () => {
    const card = sandboxCardToken({
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect('token' in card).toBe(true);
    const refused = await saveAccount(agencyAdmin, harborId, (card as { token: string }).token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.notBankAccount);
    expect((await saveAccount(admin, harborId)).statusCode).toBe(403);
    expect((await saveAccount(agent, harborId)).statusCode).toBe(403);
    const saved = await saveAccount(agencyAdmin, harborId);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ last4: '6789', accountType: 'CHECKING' });
    expect(JSON.stringify(saved.json())).not.toContain('sbx_bank');
    const read = await get<{ last4: string }>(admin, C.ach(harborId));
    expect(read.last4).toBe('6789');
  });

  it('validates the payment with the spec’s rules and pays at most what is payable', async () => {
    const token = await tokenOf(harborId);
    const small = await pay(admin, { agencyId: harborId, commissionsAmount: 50, token });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toContain(M.amountMin);
    const noText = await pay(admin, {
      agencyId: harborId,
      commissionsAmount: 100,
      description: ' ',
      token,
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toContain(M.descriptionRequired);
    const before = await outstandingOf(admin, harborId);
    expect(before.payable).toBeGreaterThan(0);
    const tooMuch = await pay(admin, {
      agencyId: harborId,
      commissionsAmount: before.payable + 1,
      token,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/more than the commission payable now \(\$/);
    const wrongToken = await pay(admin, {
      agencyId: harborId,
      commissionsAmount: 100,
      token: bankToken(),
    });
    expect(wrongToken.statusCode).toBe(409);
    expect(wrongToken.json().message).toBe(M.tokenMismatch);
    const byAgency = await pay(agencyAdmin, { agencyId: harborId, commissionsAmount: 100, token });
    expect(byAgency.statusCode).toBe(403);
  });

  it('ten parallel retries of one payment pay once; the ledger still reconciles', async () => {
    const token = await tokenOf(harborId);
    const before = await outstandingOf(admin, harborId);
    const idem = key();
    const body = { agencyId: harborId, commissionsAmount: 1000, token };
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(admin, body, idem)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(results.map((r) => r.json<CommissionPayout>().id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(commissionPayouts)
      .where(
        and(eq(commissionPayouts.agencyId, harborId), eq(commissionPayouts.idempotencyKey, idem)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('PAID');
    const after = await outstandingOf(admin, harborId);
    expect(after.outstanding).toBe(before.outstanding - 1000);
    expect(after.paid).toBe(before.paid + 1000);
    await helpers.expectLedgerReconciles();
    const reused = await pay(admin, { ...body, commissionsAmount: 2000 }, idem);
    expect(reused.statusCode).toBe(409);
    const payouts = await get<{ payouts: CommissionPayout[] }>(
      agencyAdmin,
      `${C.payouts}?agencyId=${harborId}`,
    );
    expect(payouts.payouts[0]).toMatchObject({ amount: 1000, status: 'PAID', last4: '6789' });
  });

  it('a held policy’s commission is not payable until released; only staff hold it', async () => {
    const policy = await helpers.binder(agent);
    const invoice = await firstInvoice(policy);
    expect((await agencyAdmin.inject({ method: 'PUT', url: C.toggle(policy.id) })).statusCode).toBe(
      403,
    );
    const before = await outstandingOf(admin, harborId);
    const held = await admin.inject({ method: 'PUT', url: C.toggle(policy.id) });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ held: true, message: M.held(policy.policyNumber) });
    const during = await outstandingOf(admin, harborId);
    expect(during.held).toBe(before.held + invoice.commission);
    expect(during.payable).toBe(before.payable - invoice.commission);
    const line = await get<{ content: CommissionLine[] }>(
      admin,
      `${C.lines}?search=${encodeURIComponent(policy.policyNumber)}`,
    );
    expect(line.content[0]!.held).toBe(true);
    const released = await admin.inject({ method: 'PUT', url: C.toggle(policy.id) });
    expect(released.json()).toMatchObject({
      held: false,
      message: M.released(policy.policyNumber),
    });
    expect((await outstandingOf(admin, harborId)).payable).toBe(before.payable);
  });

  it('refuses while payments to the agency are paused', async () => {
    const token = await tokenOf(harborId);
    await t.database.db
      .update(organisations)
      .set({ pausedPayment: true })
      .where(eq(organisations.id, harborId));
    try {
      const res = await pay(admin, { agencyId: harborId, commissionsAmount: 100, token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/paused/);
    } finally {
      await t.database.db
        .update(organisations)
        .set({ pausedPayment: false })
        .where(eq(organisations.id, harborId));
    }
  });

  it('a transfer the bank returns is recorded as failed and pays nothing', async () => {
    await saveAccount(agencyAdmin, harborId, bankToken('000111111116'));
    const token = await tokenOf(harborId);
    const before = await outstandingOf(admin, harborId);
    const res = await pay(admin, { agencyId: harborId, commissionsAmount: 500, token });
    expect(res.statusCode).toBe(201);
    expect(res.json<CommissionPayout>()).toMatchObject({ status: 'FAILED', amount: 500 });
    expect(res.json<CommissionPayout>().failureMessage).toBeTruthy();
    expect((await outstandingOf(admin, harborId)).outstanding).toBe(before.outstanding);
    await saveAccount(agencyAdmin, harborId);
  });

  it('the agency admin deletes its payout account; then the token fetch is a 404', async () => {
    expect((await admin.inject({ method: 'DELETE', url: C.ach(harborId) })).statusCode).toBe(403);
    const gone = await agencyAdmin.inject({ method: 'DELETE', url: C.ach(harborId) });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(M.payoutAccountDeleted);
    const token = await admin.inject({ method: 'GET', url: `${C.token}?agencyId=${harborId}` });
    expect(token.statusCode).toBe(404);
    expect((await agencyAdmin.inject({ method: 'DELETE', url: C.ach(harborId) })).statusCode).toBe(
      404,
    );
    expect((await saveAccount(agencyAdmin, harborId)).statusCode).toBe(200);
  });
});
