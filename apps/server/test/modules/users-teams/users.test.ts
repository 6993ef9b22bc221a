import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  OrganisationUserPageSchema,
  OrganisationUserSchema,
  USERS_MESSAGES,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { lookups, NEW_PASSWORD, newUser } from './helpers.ts';

let t: TestApp;
let harbor: string;
let summit: string;
let l: ReturnType<typeof lookups>;
beforeAll(async () => {
  t = await buildTestApp();
  l = lookups(t);
  harbor = await l.orgId('Harbor Risk Partners');
  summit = await l.orgId('Summit Wholesale Brokers');
});
afterAll(() => t.close());

describe('users of an organisation', () => {
  it('lists the acting organisation only, paged, searched and sorted', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const res = await admin.inject({ method: 'GET', url: '/api/auth/v1/users?sort=email,asc' });
    expect(res.statusCode).toBe(200);
    const page = OrganisationUserPageSchema.parse(res.json());
    const emails = page.content.map((u) => u.email);
    expect(emails).toContain('agent@example.com');
    expect(emails).not.toContain('wholesale@example.com');
    expect(emails).toEqual([...emails].sort());
    const agent = page.content.find((u) => u.email === 'agent@example.com')!;
    expect(agent.role).toEqual({ key: 'agent', name: 'Agent', isAdmin: false });
    expect(agent.teams.map((x) => x.name)).toEqual(['New Business']);

    const searched = await admin.inject({ method: 'GET', url: '/api/auth/v1/users?search=jordan' });
    expect(searched.json().content.map((u: { email: string }) => u.email)).toEqual([
      'agent@example.com',
    ]);
    const small = await admin.inject({ method: 'GET', url: '/api/auth/v1/users?size=1&page=1' });
    expect(small.json()).toMatchObject({ page: 1, size: 1, totalElements: page.totalElements });
  });

  it('lets provider staff list any organisation; others get a 404 for another one', async () => {
    const staff = await t.signIn('admin@example.com');
    const res = await staff.inject({
      method: 'GET',
      url: `/api/auth/v1/users?organisationId=${summit}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((u: { email: string }) => u.email)).toContain(
      'wholesale@example.com',
    );
    const admin = await t.signIn('agencyadmin@example.com');
    const other = await admin.inject({
      method: 'GET',
      url: `/api/auth/v1/users?organisationId=${summit}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it("answers 404 for another organisation's user", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const wholesale = await l.userId('wholesale@example.com');
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await admin.inject({ method, url: `/api/auth/v1/users/${wholesale}` });
      expect(res.statusCode).toBe(404);
    }
    const put = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/${wholesale}`,
      payload: newUser('x@example.com'),
    });
    expect(put.statusCode).toBe(404);
  });

  it('refuses an agent (no user:manage) with 403 and lets them read nothing either', async () => {
    const agent = await t.signIn('agent@example.com');
    const create = await agent.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('nope@example.com'),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(MESSAGES.forbidden);
    expect((await agent.inject({ method: 'GET', url: '/api/auth/v1/users' })).statusCode).toBe(403);
  });
});

describe('create a user', () => {
  it('e-mails the confirm link; the link sets a password and signs in', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('Casey.New@Example.com', { primaryContact: true, billingContact: true }),
    });
    expect(res.statusCode).toBe(201);
    const created = OrganisationUserSchema.parse(res.json());
    expect(created).toMatchObject({
      email: 'casey.new@example.com',
      phone: '+16175550199',
      confirmed: false,
      primaryContact: true,
      billingContact: true,
      role: { key: 'agent' },
    });
    // Nobody can sign in before confirming.
    expect((await t.login('casey.new@example.com', NEW_PASSWORD)).statusCode).not.toBe(200);

    const link = await t.linkIn('casey.new@example.com', 'user-confirmation');
    expect(link.pathname).toMatch(/^\/confirmUser\//);
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/validateUserInvited/${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(confirm.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/me',
      headers: { authorization: `Bearer ${confirm.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('casey.new@example.com');
    expect((await t.login('casey.new@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps one primary contact per organisation', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('primary.one@example.com', { primaryContact: true }),
    });
    await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('primary.two@example.com', { primaryContact: true }),
    });
    const list = await admin.inject({ method: 'GET', url: '/api/auth/v1/users?size=100' });
    const primaries = list
      .json()
      .content.filter((u: { primaryContact: boolean }) => u.primaryContact)
      .map((u: { email: string }) => u.email);
    expect(primaries).toEqual(['primary.two@example.com']);
  });

  it('validates with the spec messages', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const empty = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: { role: '', firstName: '', lastName: '', email: 'nope', phone: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        `role: ${USERS_MESSAGES.roleRequired}`,
        `firstName: ${USERS_MESSAGES.firstNameRequired}`,
        `lastName: ${USERS_MESSAGES.lastNameRequired}`,
        `email: ${USERS_MESSAGES.emailInvalid}`,
        `phone: ${USERS_MESSAGES.phoneRequired}`,
      ]),
    );
    const badPhone = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('phone@example.com', { phone: '555-0000' }),
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(`phone: ${USERS_MESSAGES.invalidPhone}`);
    // Ten digits that are no real US number: libphonenumber says no.
    const fake = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('phone@example.com', { phone: '0005550199' }),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(USERS_MESSAGES.invalidPhone);
    const role = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('role@example.com', { role: 'super-admin' }),
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe(USERS_MESSAGES.roleUnknown);
    const slack = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('slack@example.com', { slackHandle: 'dana' }),
    });
    expect(slack.statusCode).toBe(400);
    expect(slack.json().message).toBe(USERS_MESSAGES.slackHandleStaffOnly);
  });

  it('accepts a UK number by region (+44 7911 … reports GG)', async () => {
    const staff = await t.signIn('admin@example.com');
    const thames = await l.orgId('Thames Cyber Brokers Ltd');
    const res = await staff.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('uk.broker@example.com', {
        organisationId: thames,
        phoneCountry: 'UK',
        phone: '07911 123457',
        slackHandle: '@uk.desk',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: '+447911123457', slackHandle: 'uk.desk' });
    const usForm = await staff.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('uk.two@example.com', { organisationId: thames, phone: '+447911123458' }),
    });
    expect(usForm.statusCode).toBe(400);
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const here = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('AGENT@example.com'),
    });
    expect(here.statusCode).toBe(409);
    expect(here.json().message).toBe(USERS_MESSAGES.emailInOrganisation);
    const elsewhere = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/users',
      payload: newUser('wholesale@example.com'),
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(USERS_MESSAGES.emailElsewhere);
  });
});

describe('update and delete', () => {
  it('updates names, phone, role and flags; Technician-like rules are applied server-side', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const created = (
      await admin.inject({
        method: 'POST',
        url: '/api/auth/v1/users',
        payload: newUser('editme@example.com'),
      })
    ).json();
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/${created.id}`,
      payload: newUser('ignored@example.com', {
        firstName: 'Edited',
        role: 'agency-admin',
        phone: '6175550123',
        billingContact: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'editme@example.com',
      firstName: 'Edited',
      phone: '+16175550123',
      billingContact: true,
      role: { key: 'agency-admin', isAdmin: true },
    });
  });

  it('stops a user changing their own role or deleting themselves', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const me = await l.userId('agencyadmin@example.com');
    const demote = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/${me}`,
      payload: newUser('agencyadmin@example.com', { firstName: 'Dana', lastName: 'Whitfield' }),
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(USERS_MESSAGES.cannotChangeOwnRole);
    const del = await admin.inject({ method: 'DELETE', url: `/api/auth/v1/users/${me}` });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe(USERS_MESSAGES.cannotDeleteSelf);
  });

  it('protects the last admin of an organisation (409)', async () => {
    const staff = await t.signIn('admin@example.com');
    const customer = await l.userId('customer@example.com');
    const acme = await l.orgId('Acme Dental Group');
    const demote = await staff.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/${customer}`,
      payload: newUser('customer@example.com', { organisationId: acme, role: 'risk-manager' }),
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(USERS_MESSAGES.lastAdmin);
    const del = await staff.inject({
      method: 'DELETE',
      url: `/api/auth/v1/users/${customer}?organisationId=${acme}`,
    });
    expect(del.statusCode).toBe(409);
  });

  it("deletes: 'User removed', sessions end, the user is gone when it was their only organisation", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const created = (
      await admin.inject({
        method: 'POST',
        url: '/api/auth/v1/users',
        payload: newUser('leaver@example.com'),
      })
    ).json();
    const link = await t.linkIn('leaver@example.com', 'user-confirmation');
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/validateUserInvited/${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    const bearer = { authorization: `Bearer ${confirmed.json().accessToken}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/v1/me', headers: bearer })).statusCode,
    ).toBe(200);

    const del = await admin.inject({ method: 'DELETE', url: `/api/auth/v1/users/${created.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: USERS_MESSAGES.userRemoved });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/v1/me', headers: bearer })).statusCode,
    ).toBe(401);
    expect(
      (await admin.inject({ method: 'GET', url: `/api/auth/v1/users/${created.id}` })).statusCode,
    ).toBe(404);
    expect((await t.login('leaver@example.com', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('removes only the membership when the user has another organisation', async () => {
    const staff = await t.signIn('admin@example.com');
    const dana = await l.userId('agencyadmin@example.com');
    const res = await staff.inject({
      method: 'DELETE',
      url: `/api/auth/v1/users/${dana}?organisationId=${summit}`,
    });
    expect(res.statusCode).toBe(200);
    const still = await staff.inject({
      method: 'GET',
      url: `/api/auth/v1/users/${dana}?organisationId=${harbor}`,
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('roles per account type', () => {
  it('gives provider staff any type and others their own', async () => {
    const staff = await t.signIn('admin@example.com');
    const res = await staff.inject({ method: 'GET', url: '/api/auth/v1/roles?accountType=AGENCY' });
    expect(res.json().map((r: { key: string }) => r.key)).toEqual(['agency-admin', 'agent']);
    const customer = await t.signIn('customer@example.com');
    const own = await customer.inject({
      method: 'GET',
      url: '/api/auth/v1/roles?accountType=COWBELL',
    });
    expect(own.json().map((r: { key: string }) => r.key)).toEqual([
      'account-admin',
      'risk-manager',
      'policy-holder',
    ]);
  });
});
