import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_IN_MAIL,
  CHECK_IN_MAIL_MESSAGES as M,
  CHECK_IN_MAIL_PATHS as P,
  type PaymentDesc,
} from '@cyber/domain';
import { invoices, organisations } from '../../../src/db/schema/index.ts';
import { PAYMENT_REMINDER_QUEUE } from '../../../src/modules/billing/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';
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

const describeAs = (s: Session, policyId: string, description: string | null) =>
  s.inject({ method: 'PUT', url: P.description, payload: { policyId, description } });
const desc = (s: Session, policyId: string) =>
  s.inject({ method: 'GET', url: `${P.desc}?policyId=${policyId}` });

describe('check in mail', () => {
  it('the agency says a check is in the mail: the description, due date and amount read back', async () => {
    const policy = await helpers.binder(agent);
    const before = await desc(agent, policy.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<PaymentDesc>()).toMatchObject({
      description: null,
      premiumFinanced: false,
    });
    expect(before.json<PaymentDesc>().dueAmount).toBeGreaterThan(0);
    expect(before.json<PaymentDesc>().dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const noted = await describeAs(agent, policy.id, CHECK_IN_MAIL);
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({
      message: M.noted,
      desc: { description: CHECK_IN_MAIL },
    });
    expect((await helpers.view(admin, policy.id)).reminders.checkInMailSince).not.toBeNull();

    const cleared = await describeAs(admin, policy.id, null);
    expect(cleared.json()).toMatchObject({ message: M.cleared, desc: { description: null } });
    const bad = await describeAs(agent, policy.id, 'Cheque posted');
    expect(bad.statusCode).toBe(400);
  });

  it('another agency gets a 404, a premium processor a 403, a paid policy a 409', async () => {
    const policy = await helpers.binder(agent);
    expect((await describeAs(broker, policy.id, CHECK_IN_MAIL)).statusCode).toBe(404);
    expect((await desc(broker, policy.id)).statusCode).toBe(404);
    expect((await describeAs(processor, policy.id, CHECK_IN_MAIL)).statusCode).toBe(403);
    expect((await desc(processor, policy.id)).statusCode).toBe(403);
    const due = (await helpers.view(admin, policy.id)).amountDue;
    const paid = await admin.inject({
      method: 'POST',
      url: '/api/billing/v1/external/applyPayment',
      headers: { 'idempotency-key': `check-in-mail-${policy.id}` },
      payload: {
        policyId: policy.id,
        amountPaid: due,
        paymentMethod: 'CHECK',
        paymentDate: t.clock.now().toISOString().slice(0, 10),
        transactionId: 'CHK-1',
        paymentDesc: 'Check received',
        status: 'PAID',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const nothing = await describeAs(agent, policy.id, CHECK_IN_MAIL);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(M.nothingDue);
  });

  it('the reminder job leaves a policy alone while its check is in the mail', async () => {
    const waiting = await helpers.binder(agent);
    const email = `check-${waiting.policyNumber.toLowerCase().replace(/[^a-z0-9]/g, '')}@insured.example`;
    await t.database.db
      .update(organisations)
      .set({ contactEmail: email, contactFirstName: 'Pat', contactLastName: 'Payer' })
      .where(eq(organisations.id, waiting.accountId));
    await t.database.db
      .update(invoices)
      .set({ dueDate: t.clock.now().toISOString().slice(0, 10) })
      .where(eq(invoices.policyId, waiting.id));
    expect((await describeAs(agent, waiting.id, CHECK_IN_MAIL)).statusCode).toBe(200);
    const run = async () => {
      await t.app.ctx.jobs.enqueue(
        t.database.db,
        PAYMENT_REMINDER_QUEUE,
        {},
        { singletonKey: 'recurring' },
      );
      await t.app.ctx.jobs.runDue();
    };
    await run();
    expect(await t.mailbox(email, 'payment-reminder')).toHaveLength(0);
    expect((await describeAs(agent, waiting.id, null)).statusCode).toBe(200);
    await run();
    expect(await t.mailbox(email, 'payment-reminder')).toHaveLength(1);
  });
});
