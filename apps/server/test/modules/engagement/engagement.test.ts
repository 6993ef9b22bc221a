import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_MESSAGES,
  FeedbackPageSchema,
  SecurityContactListSchema,
  type SecurityContactResult,
} from '@cyber/domain';
import { auditLog, feedback, securityContacts } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let helpers: ReturnType<typeof accountHelpers>;
let agent: Session;
let wholesale: Session;
let admin: Session;
let customer: Session;
let acmeId: string;

type Err = { message: string; errors?: string[] };

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  agent = await t.signIn('agent@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  admin = await t.signIn('admin@example.com');
  customer = await t.signIn('customer@example.com');
  acmeId = await helpers.orgId('Acme Dental Group');
});
afterAll(async () => t.close());

describe('feedback', () => {
  const send = (s: Session, payload: Record<string, unknown>) =>
    s.inject({ method: 'POST', url: '/api/auth/v1/feedback', payload });

  it('stores Kudos with the permission and e-mails the provider with user, organisation and page', async () => {
    const res = await send(customer, {
      category: 'Give Kudos to the team',
      feedbackText: 'The claims team was brilliant.',
      permissionToShare: true,
      page: '/customer/dashboard',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ENGAGEMENT_MESSAGES.feedbackSent);
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, res.json<{ id: string }>().id));
    expect(row).toMatchObject({
      category: 'Give Kudos to the team',
      permissionToShare: true,
      page: '/customer/dashboard',
    });
    const mail = await t.lastMessage(t.config.FEEDBACK_EMAIL, 'feedback');
    expect(mail.subject).toBe('Feedback: Give Kudos to the team');
    expect(mail.text).toContain('The claims team was brilliant.');
    expect(mail.text).toContain('customer@example.com');
    expect(mail.text).toContain('Sam Patel');
    expect(mail.text).toContain('Acme Dental Group');
    expect(mail.text).toContain('/customer/dashboard');
    expect(mail.text).toContain('Permission to share: Yes');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(['feedback.create']);
  });

  it('the permission to share is kept only for Kudos; "Report an issue" is sent as high priority', async () => {
    t.clock.advance(1_000); // the mailbox lists newest first
    const res = await send(agent, {
      category: 'Report a high priority issue',
      feedbackText: 'The quotes table does not load.',
      permissionToShare: true,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, res.json<{ id: string }>().id));
    expect(row!.permissionToShare).toBe(false);
    const mail = await t.lastMessage(t.config.FEEDBACK_EMAIL, 'feedback');
    expect(mail.subject).toBe('Feedback: Report a high priority issue');
    expect(mail.text).not.toContain('Permission to share');
    // the label is not a value the API accepts
    const label = await send(agent, { category: 'Report an issue', feedbackText: 'x' });
    expect(label.statusCode).toBe(400);
  });

  it('validation messages are the spec’s', async () => {
    const noCategory = await send(agent, { feedbackText: 'Hello' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json<Err>().message).toContain('Category is required');
    const noText = await send(agent, { category: 'Other', feedbackText: '   ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json<Err>().message).toContain('Description is required');
    const long = await send(agent, { category: 'Other', feedbackText: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json<Err>().message).toContain('Must be 500 characters or less');
    expect(
      (await send(agent, { category: 'Other', feedbackText: 'a'.repeat(500) })).statusCode,
    ).toBe(201);
  });

  it('needs a signed-in user; only provider admins list feedback', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/feedback',
      payload: { category: 'Other', feedbackText: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await agent.inject({ method: 'GET', url: '/api/auth/v1/feedback' })).statusCode).toBe(
      403,
    );
    const list = await admin.inject({ method: 'GET', url: '/api/auth/v1/feedback?size=100' });
    expect(list.statusCode).toBe(200);
    const page = FeedbackPageSchema.parse(list.json());
    const kudos = page.content.find((f) => f.feedbackText === 'The claims team was brilliant.');
    expect(kudos).toMatchObject({
      permissionToShare: true,
      organisationName: 'Acme Dental Group',
      user: { name: 'Sam Patel', email: 'customer@example.com' },
    });
    const filtered = FeedbackPageSchema.parse(
      (
        await admin.inject({
          method: 'GET',
          url: `/api/auth/v1/feedback?category=${encodeURIComponent('Give Kudos to the team')}`,
        })
      ).json(),
    );
    expect(filtered.content.every((f) => f.category === 'Give Kudos to the team')).toBe(true);
    expect(filtered.totalElements).toBe(1);
  });
});

describe('security contacts', () => {
  const url = '/api/account/v1/security-contacts';
  const contact = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Mary-Jane',
    lastName: "O'Neil",
    email: `mj.${Math.random().toString(36).slice(2, 8)}@acme.example`,
    phoneNumber: '(617) 555-0142',
    title: 'CISO',
    company: 'Acme Dental Group',
    ...overrides,
  });

  it('the customer adds, lists, changes and removes its contacts', async () => {
    const added = await customer.inject({ method: 'POST', url, payload: contact() });
    expect(added.statusCode).toBe(201);
    const result = added.json<SecurityContactResult>();
    expect(result.message).toBe('Contact Added Successfully!');
    expect(result.contact).toMatchObject({
      accountId: acmeId,
      firstName: 'Mary-Jane',
      lastName: "O'Neil",
      phoneNumber: '6175550142',
      title: 'CISO',
    });
    const list = SecurityContactListSchema.parse(
      (await customer.inject({ method: 'GET', url })).json(),
    );
    expect(list.region).toBe('US');
    expect(list.max).toBe(10);
    expect(list.content.map((c) => c.id)).toContain(result.contact.id);

    const changed = await customer.inject({
      method: 'PUT',
      url: `${url}/${result.contact.id}`,
      payload: contact({ email: result.contact.email, title: '', company: null }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SecurityContactResult>().message).toBe('Contact Updated Successfully!');
    expect(changed.json<SecurityContactResult>().contact).toMatchObject({
      title: null,
      company: null,
    });

    const removed = await customer.inject({ method: 'DELETE', url: `${url}/${result.contact.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(ENGAGEMENT_MESSAGES.contactDeleted);
    expect(
      (await customer.inject({ method: 'DELETE', url: `${url}/${result.contact.id}` })).statusCode,
    ).toBe(404);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, result.contact.id))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'security-contact.create',
      'security-contact.delete',
      'security-contact.update',
    ]);
  });

  it('validates names, e-mail and the phone of the account’s region', async () => {
    const errorsOf = async (payload: Record<string, unknown>) => {
      const res = await customer.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      return res.json<Err>();
    };
    expect((await errorsOf(contact({ firstName: '' }))).message).toContain(
      'First name is required',
    );
    expect((await errorsOf(contact({ lastName: undefined }))).message).toContain(
      'Last name is required',
    );
    expect((await errorsOf(contact({ firstName: 'R2D2' }))).message).toContain(
      ENGAGEMENT_MESSAGES.nameInvalid,
    );
    expect((await errorsOf(contact({ email: 'not-an-email' }))).message).toContain(
      'Please enter a valid email address',
    );
    // a UK number is not a phone of this US account
    const phone = await errorsOf(contact({ phoneNumber: '+44 7911 123456' }));
    expect(phone.message).toBe('Invalid phone number');
    expect(phone.errors).toEqual(['phoneNumber: Invalid phone number']);
    const long = await errorsOf(contact({ title: 'x'.repeat(101) }));
    expect(long.message).toContain('Must be 100 characters or less');
  });

  it('an e-mail address once per account; at most ten contacts', async () => {
    const first = contact();
    expect((await customer.inject({ method: 'POST', url, payload: first })).statusCode).toBe(201);
    const dup = await customer.inject({
      method: 'POST',
      url,
      payload: contact({ email: first.email.toUpperCase() }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<Err>().message).toBe(ENGAGEMENT_MESSAGES.contactEmailTaken);
    const count = async () =>
      SecurityContactListSchema.parse((await customer.inject({ method: 'GET', url })).json())
        .content.length;
    while ((await count()) < 10) {
      expect((await customer.inject({ method: 'POST', url, payload: contact() })).statusCode).toBe(
        201,
      );
    }
    const over = await customer.inject({ method: 'POST', url, payload: contact() });
    expect(over.statusCode).toBe(409);
    expect(over.json<Err>().message).toBe(ENGAGEMENT_MESSAGES.contactLimit);
  });

  it("another account's contact is a 404; staff and the account's agency read, others 404", async () => {
    const otherAccount = (await helpers.create(agent, usAccount())).account.id;
    const [foreign] = await t.database.db
      .insert(securityContacts)
      .values({
        accountId: otherAccount,
        firstName: 'Other',
        lastName: 'Person',
        email: 'other@elsewhere.example',
      })
      .returning();
    expect(
      (
        await customer.inject({
          method: 'PUT',
          url: `${url}/${foreign!.id}`,
          payload: contact(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await customer.inject({ method: 'DELETE', url: `${url}/${foreign!.id}` })).statusCode,
    ).toBe(404);

    const staffUrl = `/api/account/v1/accounts/${acmeId}/security-contacts`;
    const byAdmin = await admin.inject({ method: 'GET', url: staffUrl });
    expect(byAdmin.statusCode).toBe(200);
    expect(SecurityContactListSchema.parse(byAdmin.json()).content.length).toBeGreaterThan(0);
    expect((await agent.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(200);
    expect((await wholesale.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(404);
    // the customer reads its own account through the staff route too, not another's
    expect(
      (
        await customer.inject({
          method: 'GET',
          url: `/api/account/v1/accounts/${otherAccount}/security-contacts`,
        })
      ).statusCode,
    ).toBe(404);
    // agencies do not manage contacts
    expect((await agent.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await agent.inject({ method: 'POST', url, payload: contact() })).statusCode).toBe(403);
  });
});
