import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_PAYMENT_PATHS as P,
  BILLING_STAFF_PATHS as S,
  STAFF_PAYMENT_MESSAGES as M,
  sandboxCardToken,
  type Invoice,
  type Payment,
} from '@cyber/domain';
import {
  invoices,
  ledgerJournals,
  organisations,
  paymentMethods,
} from '../../../src/db/schema/index.ts';
import { PAYMENT_REMINDER_QUEUE } from '../../../src/modules/billing/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let processor: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, broker, admin, customer, processor] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('premiumprocessor@example.com'),
  ]);
});
afterAll(async () => t.close());

const key = () => randomUUID().replaceAll('-', '');
const today = () => t.clock.now().toISOString().slice(0, 10);

const binder = (s: Session = agent, product = 'P100', body = usAccount()) =>
  helpers.binder(s, product, body);

/** Give the policy's account a policy contact (the reminder's recipient); returns its e-mail. */
async function contactOf(policy: { accountId: string; policyNumber: string }) {
  const email = `billing-${policy.policyNumber.toLowerCase().replace(/[^a-z0-9]/g, '')}@insured.example`;
  await t.database.db
    .update(organisations)
    .set({ contactEmail: email, contactFirstName: 'Pat', contactLastName: 'Payer' })
    .where(eq(organisations.id, policy.accountId));
  return email;
}

const view = (s: Session, policyId: string) => helpers.view(s, policyId);
const expectLedgerReconciles = () => helpers.expectLedgerReconciles();

const record = (s: Session, body: Record<string, unknown>, idempotencyKey: string | null = key()) =>
  s.inject({
    method: 'POST',
    url: S.applyPayment,
    headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    payload: {
      paymentMethod: 'CHECK',
      paymentDate: today(),
      transactionId: 'CHK-10021',
      paymentDesc: 'Check received by mail',
      status: 'PAID',
      ...body,
    },
  });

const edit = (s: Session, payment: Payment, patch: Record<string, unknown>) =>
  s.inject({
    method: 'PUT',
    url: S.transaction,
    payload: {
      id: payment.id,
      status: payment.status,
      amountPaid: payment.amountPaid,
      paymentDate: payment.paymentDate.slice(0, 10),
      transactionId: payment.transactionId ?? '',
      paymentDesc: payment.paymentDesc ?? '',
      ...patch,
    },
  });

async function invoicesOf(s: Session, policyNumber: string) {
  const res = await s.inject({
    method: 'GET',
    url: `/api/billing/v1/search?search=${encodeURIComponent(policyNumber)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Invoice[] }>().content;
}

describe('payments recorded by staff', () => {
  it('a check received in part, then the rest: each posts, the invoice and the policy end Paid', async () => {
    const policy = await binder();
    const due = (await view(admin, policy.id)).amountDue;
    const first = await record(admin, { policyId: policy.id, amountPaid: 10_000 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Payment>()).toMatchObject({
      status: 'PAID',
      paymentMethod: 'CHECK',
      processorName: 'manual',
      transactionId: 'CHK-10021',
      amountPaid: 10_000,
      paymentDate: today(),
    });
    expect(await view(agent, policy.id)).toMatchObject({
      status: 'Partially Paid',
      amountDue: due - 10_000,
    });
    const rest = await record(admin, {
      policyId: policy.id,
      amountPaid: due - 10_000,
      paymentMethod: 'WIRE',
      transactionId: 'FW-88',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await view(agent, policy.id)).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect((await invoicesOf(agent, policy.policyNumber))[0]).toMatchObject({
      status: 'PAID',
      balance: 0,
    });
    await expectLedgerReconciles();
  });

  it('validates with the spec’s messages; zero, future, too much and a reused key are refused', async () => {
    const policy = await binder();
    const missing = await record(admin, { policyId: policy.id, amountPaid: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(M.amountRequired);
    const huge = await record(admin, { policyId: policy.id, amountPaid: 100_000_000_000_001 });
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('Amount Paid must be less than or equal to 1,000,000,000,000');
    const zero = await record(admin, { policyId: policy.id, amountPaid: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: M.zeroAmount });
    const future = await record(admin, {
      policyId: policy.id,
      amountPaid: 100,
      paymentDate: '2999-01-01',
    });
    expect(future.json()).toMatchObject({ message: M.futureDate });
    const due = (await view(admin, policy.id)).amountDue;
    const tooMuch = await record(admin, { policyId: policy.id, amountPaid: due + 1 });
    expect(tooMuch.statusCode).toBe(400);
    const noKey = await record(admin, { policyId: policy.id, amountPaid: 100 }, null);
    expect(noKey.statusCode).toBe(400);

    const k = key();
    const once = await record(admin, { policyId: policy.id, amountPaid: 100 }, k);
    const again = await record(admin, { policyId: policy.id, amountPaid: 100 }, k);
    expect(once.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Payment>().id).toBe(once.json<Payment>().id);
    const different = await record(admin, { policyId: policy.id, amountPaid: 200 }, k);
    expect(different.statusCode).toBe(409);
    expect((await view(admin, policy.id)).paid).toBe(100);
  });

  it('ten parallel retries of one recording record one payment', async () => {
    const policy = await binder();
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => record(admin, { policyId: policy.id, amountPaid: 500 }, k)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const v = await view(admin, policy.id);
    expect(v.payments).toHaveLength(1);
    expect(v.paid).toBe(500);
  });

  it('only provider staff record, edit or close: the agent, the policyholder and the premium processor get 403', async () => {
    const policy = await binder();
    const payment = (await record(admin, { policyId: policy.id, amountPaid: 100 })).json<Payment>();
    for (const s of [agent, customer, processor]) {
      expect((await record(s, { policyId: policy.id, amountPaid: 100 })).statusCode).toBe(403);
      expect((await edit(s, payment, { status: 'VOID' })).statusCode).toBe(403);
      const close = await s.inject({
        method: 'POST',
        url: S.close,
        payload: { policyId: policy.id, description: 'write off' },
      });
      expect(close.statusCode).toBe(403);
    }
  });
});

describe('editing a payment transaction', () => {
  it('a check in process is corrected, then cleared: posted only once it is Paid', async () => {
    const policy = await binder();
    const created = await record(admin, {
      policyId: policy.id,
      amountPaid: 2_000,
      status: 'IN_PROCESS',
    });
    expect(created.statusCode, created.body).toBe(201);
    const pending = created.json<Payment>();
    expect(pending.status).toBe('IN_PROCESS');
    expect(await view(agent, policy.id)).toMatchObject({ status: 'Processed', paid: 0 });

    const corrected = await edit(admin, pending, { amountPaid: 2_500, transactionId: 'CHK-2' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<Payment>()).toMatchObject({
      amountPaid: 2_500,
      transactionId: 'CHK-2',
      status: 'IN_PROCESS',
    });
    const cleared = await edit(admin, corrected.json<Payment>(), { status: 'PAID' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Payment>().status).toBe('PAID');
    expect(await view(agent, policy.id)).toMatchObject({
      status: 'Partially Paid',
      paid: 2_500,
      inProcess: 0,
    });
    const settledEdit = await edit(admin, cleared.json<Payment>(), { amountPaid: 3_000 });
    expect(settledEdit.statusCode).toBe(409);
    expect(settledEdit.json()).toMatchObject({ message: M.amountLocked });
    await expectLedgerReconciles();
  });

  it('voiding a paid payment reverses its journal: the invoice is owed again, the ledger balances', async () => {
    const policy = await binder();
    const due = (await view(admin, policy.id)).amountDue;
    const paid = (await record(admin, { policyId: policy.id, amountPaid: due })).json<Payment>();
    expect((await view(agent, policy.id)).status).toBe('Paid');
    const voided = await edit(admin, paid, { status: 'VOID', paymentDesc: 'Check bounced' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<Payment>()).toMatchObject({ status: 'VOID', paymentDesc: 'Check bounced' });
    expect(await view(agent, policy.id)).toMatchObject({ amountDue: due, paid: 0 });
    expect((await invoicesOf(agent, policy.policyNumber))[0]).toMatchObject({
      status: 'OPEN',
      balance: due,
    });
    const reversal = await t.database.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.policyId, policy.id));
    expect(reversal.map((j) => j.kind).sort()).toEqual([
      'COMMISSION',
      'INVOICE',
      'PAYMENT',
      'REVERSAL',
    ]);
    // Void is final.
    const back = await edit(admin, voided.json<Payment>(), { status: 'PAID' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ message: M.transition('Void', 'Paid') });
    await expectLedgerReconciles();
  });

  it('a check that fails leaves the policy Failed; the processor’s payments are its own to settle', async () => {
    const policy = await binder();
    const pending = (
      await record(admin, { policyId: policy.id, amountPaid: 700, status: 'IN_PROCESS' })
    ).json<Payment>();
    const failed = await edit(admin, pending, { status: 'FAILED', paymentDesc: 'Returned' });
    expect(failed.json<Payment>()).toMatchObject({ status: 'FAILED', failureMessage: 'Returned' });
    expect((await view(agent, policy.id)).status).toBe('Failed');

    const r = sandboxCardToken({ number: '4242424242424242', expiry: '12/35', cvc: '123' });
    if (!('token' in r)) throw new Error('token');
    const byCard = await agent.inject({
      method: 'POST',
      url: P.paid,
      headers: { 'idempotency-key': key() },
      payload: { policyId: policy.id, amount: 300, paymentMethod: 'CREDIT_CARD', token: r.token },
    });
    expect(byCard.statusCode, byCard.body).toBe(201);
    const charge = byCard.json<Payment>();
    const voidCharge = await edit(admin, charge, { status: 'VOID' });
    expect(voidCharge.statusCode).toBe(409);
    expect(voidCharge.json()).toMatchObject({ message: M.processorManaged });
    const describe = await edit(admin, charge, { paymentDesc: 'Paid by the CFO' });
    expect(describe.statusCode, describe.body).toBe(200);
    expect(describe.json<Payment>().paymentDesc).toBe('Paid by the CFO');
  });

  it('an unknown transaction is a 404', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: S.transaction,
      payload: {
        id: randomUUID(),
        status: 'VOID',
        amountPaid: 1,
        paymentDate: today(),
        transactionId: 'x',
        paymentDesc: 'x',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('closing a balance', () => {
  it('writes off what is owed with the comments: the policy reads Paid and shows the write-off', async () => {
    const policy = await binder();
    const due = (await view(admin, policy.id)).amountDue;
    await record(admin, { policyId: policy.id, amountPaid: due - 1_234 });
    const empty = await admin.inject({
      method: 'POST',
      url: S.close,
      payload: { policyId: policy.id, description: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(M.commentsRequired);
    const closed = await admin.inject({
      method: 'POST',
      url: S.close,
      payload: { policyId: policy.id, description: 'Short-paid by bank charges; written off.' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ message: M.balanceClosed(policy.policyNumber) });
    const after = await view(agent, policy.id);
    expect(after).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(after.writeOffs).toEqual([
      expect.objectContaining({
        amount: 1_234,
        description: 'Short-paid by bank charges; written off.',
      }),
    ]);
    const again = await admin.inject({
      method: 'POST',
      url: S.close,
      payload: { policyId: policy.id, description: 'again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.nothingToClose });
    await expectLedgerReconciles();
  });
});

describe('payment reminders', () => {
  it('the agent reminds the policyholder: the spec’s message, one e-mail with the amount and how to pay', async () => {
    const policy = await binder();
    const noContact = await agent.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(noContact.statusCode).toBe(409);
    expect(noContact.json()).toMatchObject({ message: M.reminderNoContact });
    const to = await contactOf(policy);
    const res = await agent.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.reminderSent(policy.companyName) });
    expect((await view(agent, policy.id)).reminders).toMatchObject({
      enabled: true,
      sentCount: 1,
    });
    const messages = await t.mailbox(to, 'payment-reminder');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain('Dear Pat Payer,');
    expect(messages[0]!.text).toContain(`policy ${policy.policyNumber}`);
    expect(messages[0]!.text).toContain('routing number');
    expect(messages[0]!.text).toContain(`/policy/${policy.id}/accountant-payment`);
  });

  it('the UK broker’s reminder quotes pounds and a sort code; another agency and the policyholder cannot send one', async () => {
    const policy = await binder(broker, 'P_ONE_PLUS', ukAccount());
    const to = await contactOf(policy);
    const res = await broker.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await t.mailbox(to, 'payment-reminder');
    expect(message!.text).toContain('£');
    expect(message!.text).toContain('sort code');
    const byOther = await agent.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(byOther.statusCode).toBe(404);
    const byInsured = await customer.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(byInsured.statusCode).toBe(403);
  });

  it('the job reminds once a week while something is owed, and not when reminders are off or it is paid', async () => {
    const on = await binder();
    const off = await binder();
    const paid = await binder();
    const [toOn, toOff, toPaid] = await Promise.all([on, off, paid].map(contactOf));
    const toggle = await agent.inject({
      method: 'PUT',
      url: S.invoiceReminder(off.id),
      payload: { enabled: false },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    expect(toggle.json()).toMatchObject({ enabled: false, message: M.remindersOff });
    await record(admin, { policyId: paid.id, amountPaid: (await view(admin, paid.id)).amountDue });
    // Their invoices fall due today (a binder's first invoice is due later).
    for (const p of [on, off, paid])
      await t.database.db
        .update(invoices)
        .set({ dueDate: today() })
        .where(eq(invoices.policyId, p.id));

    const run = async () => {
      await t.app.ctx.jobs.enqueue(
        t.database.db,
        PAYMENT_REMINDER_QUEUE,
        {},
        { singletonKey: 'recurring' },
      );
      await t.app.ctx.jobs.runDue();
    };
    const sent = async (to: string) => (await t.mailbox(to, 'payment-reminder')).length;
    await run();
    expect(await sent(toOn!)).toBe(1);
    expect(await sent(toOff!)).toBe(0);
    expect(await sent(toPaid!)).toBe(0);
    await run();
    expect(await sent(toOn!)).toBe(1);
    expect((await view(admin, on.id)).reminders.sentCount).toBe(1);
  });
});

describe('sending the invoice to accounting', () => {
  it('needs the four contact fields, then e-mails what is due and how to pay', async () => {
    const policy = await binder();
    const bad = await agent.inject({
      method: 'POST',
      url: S.accounting,
      payload: { policyId: policy.id, firstName: '', lastName: '', email: '', phone: '' },
    });
    expect(bad.statusCode).toBe(400);
    for (const m of [M.firstNameRequired, M.lastNameRequired, M.emailRequired, M.phoneRequired])
      expect(bad.body).toContain(m);
    const sent = await agent.inject({
      method: 'POST',
      url: S.accounting,
      payload: {
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        firstName: 'Ada',
        lastName: 'Ledger',
        email: 'ap@acme-accounting.example',
        phone: '(555) 201-3344',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: M.accountingSent('ap@acme-accounting.example') });
    const [message] = await t.mailbox('ap@acme-accounting.example', 'invoice-to-accounting');
    expect(message!.text).toContain('Dear Ada Ledger,');
    expect(message!.text).toContain(policy.policyNumber);
    expect(message!.text).toContain('account 4410029387');
    const other = await broker.inject({
      method: 'POST',
      url: S.accounting,
      payload: {
        policyId: policy.id,
        firstName: 'Ada',
        lastName: 'Ledger',
        email: 'x@example.com',
        phone: '1',
      },
    });
    expect(other.statusCode).toBe(404);
  });

  it('the premium processor cannot send it', async () => {
    const policy = await binder();
    const res = await processor.inject({
      method: 'POST',
      url: S.accounting,
      payload: {
        policyId: policy.id,
        firstName: 'Ada',
        lastName: 'Ledger',
        email: 'x@example.com',
        phone: '1',
      },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('deleting a saved payment method', () => {
  it('is the policyholder’s own: an unknown or another’s is a 404, an agent gets 403', async () => {
    const unknown = await customer.inject({
      method: 'DELETE',
      url: S.savedMethod(randomUUID()),
    });
    expect(unknown.statusCode).toBe(404);
    // a card saved by another insured
    const other = await binder();
    const [theirs] = await t.database.db
      .insert(paymentMethods)
      .values({
        accountId: other.accountId,
        title: 'Their card',
        type: 'Credit Card',
        processor: 'sandbox',
        token: `sbx_card_${randomUUID()}`,
        last4: '4242',
        brand: 'Visa',
        createdAt: t.clock.now(),
      })
      .returning();
    const another = await customer.inject({ method: 'DELETE', url: S.savedMethod(theirs!.id) });
    expect(another.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, theirs!.id)),
    ).toHaveLength(1);
    const byAgent = await agent.inject({ method: 'DELETE', url: S.savedMethod(randomUUID()) });
    expect(byAgent.statusCode).toBe(403);
  });
});
