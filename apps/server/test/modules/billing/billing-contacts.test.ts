import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_CONTACT_MESSAGES as M,
  BILLING_CONTACT_PATHS as P,
  BILLING_STAFF_PATHS as S,
  MAX_BILLING_CONTACTS,
  STAFF_PAYMENT_MESSAGES,
  type BillingContact,
  type BillingContactResult,
} from '@cyber/domain';
import { auditLog } from '../../../src/db/schema/index.ts';
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

const person = (n: number) => ({
  firstName: `Avery${n}`,
  lastName: 'Controller',
  email: `ap${n}-${Date.now()}@example.com`,
  phone: '(555) 201-0100',
});
const add = (s: Session, policyId: string, body: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: P.contact, payload: { policyId, ...body } });
const list = async (s: Session, policyId: string) => {
  const res = await s.inject({ method: 'GET', url: `${P.contact}?policyId=${policyId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: BillingContact[] }>().content;
};

describe('billing contacts (decision 057)', () => {
  it('the agency adds, corrects and removes a policy’s billing contacts', async () => {
    const policy = await helpers.binder(agent);
    const empty = await add(agent, policy.id, { ...person(1), firstName: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(M.firstNameRequired);
    const badEmail = await add(agent, policy.id, { ...person(1), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain(M.emailInvalid);

    const avery = person(1);
    const res = await add(agent, policy.id, avery);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<BillingContactResult>();
    expect(created.message).toBe(M.added('Avery1 Controller'));
    expect(created.contact).toMatchObject({ ...avery, policyId: policy.id });
    // one per e-mail, whatever its case
    const dup = await add(agent, policy.id, { ...person(2), email: avery.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.duplicate);

    const put = await agent.inject({
      method: 'PUT',
      url: P.contact,
      payload: { id: created.contact.id, ...avery, phone: '(555) 201-0199' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<BillingContactResult>()).toMatchObject({
      message: M.updated,
      contact: { phone: '(555) 201-0199' },
    });
    expect(await list(agent, policy.id)).toHaveLength(1);
    // staff read them too; the premium processor does not (not its policy)
    expect(await list(admin, policy.id)).toHaveLength(1);

    const del = await agent.inject({
      method: 'DELETE',
      url: `${P.contact}?id=${created.contact.id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: M.deleted });
    expect(await list(agent, policy.id)).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, policy.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'billing.contact.create',
        'billing.contact.update',
        'billing.contact.delete',
      ]),
    );
  });

  it('at most five, even when added at once', async () => {
    const policy = await helpers.binder(agent);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(agent, policy.id, person(10 + i))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_BILLING_CONTACTS);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(M.tooMany);
    expect(await list(agent, policy.id)).toHaveLength(MAX_BILLING_CONTACTS);
  });

  it('another agency gets a 404, a premium processor a 403', async () => {
    const policy = await helpers.binder(agent);
    const created = (await add(agent, policy.id, person(30))).json<BillingContactResult>();
    expect((await add(broker, policy.id, person(31))).statusCode).toBe(404);
    expect(
      (await broker.inject({ method: 'GET', url: `${P.contact}?policyId=${policy.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await broker.inject({
          method: 'PUT',
          url: P.contact,
          payload: { id: created.contact.id, ...person(31) },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await broker.inject({ method: 'DELETE', url: `${P.contact}?id=${created.contact.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await add(processor, policy.id, person(32))).statusCode).toBe(403);
    expect(await list(agent, policy.id)).toHaveLength(1);
  });

  it('payment reminders go to each billing contact, even when the policyholder has no contact', async () => {
    const policy = await helpers.binder(agent);
    const none = await agent.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(STAFF_PAYMENT_MESSAGES.reminderNoContact);
    const first = person(40);
    const second = person(41);
    await add(agent, policy.id, first);
    await add(agent, policy.id, second);
    const sent = await agent.inject({ method: 'POST', url: S.invoiceReminder(policy.id) });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const c of [first, second]) {
      const [message] = await t.mailbox(c.email, 'payment-reminder');
      expect(message!.text).toContain(`Dear ${c.firstName} Controller,`);
      expect(message!.text).toContain(`policy ${policy.policyNumber}`);
      expect(message!.text).toContain(`/policy/${policy.id}/accountant-payment`);
    }
  });
});
