import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES, type Invitation, type InvitationPage } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { invite, inviteAndRead, NEW_PASSWORD } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let agencyAdmin: Awaited<ReturnType<TestApp['signIn']>>;
let harborId: string;
let summitId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin@example.com');
  agencyAdmin = await t.signIn('agencyadmin@example.com');
  const me = await agencyAdmin.inject({ method: 'GET', url: '/api/auth/v1/me' });
  harborId = me.json().account.id;
  const wholesale = await t.signIn('wholesale@example.com');
  summitId = (await wholesale.inject({ method: 'GET', url: '/api/auth/v1/me' })).json().account.id;
});
afterAll(() => t.close());

const person = (email: string) => ({ email, firstName: 'Robin', lastName: 'Ashby' });

describe('POST /api/auth/v1/invitations', () => {
  it('an agency admin invites into their own agency: 201, e-mail with link and code', async () => {
    const { invitation, token, code, link } = await inviteAndRead(t, 'agencyadmin@example.com', {
      ...person('new.agent@example.com'),
      kind: 'EXISTING_ACCOUNT',
      roleKey: 'agent',
    });
    expect(invitation).toMatchObject({
      email: 'new.agent@example.com',
      tokenType: 'EXISTING_ACCOUNT',
      accountType: 'AGENCY',
      organisationId: harborId,
      organisationName: 'Harbor Risk Partners',
      roleKey: 'agent',
      roleName: 'Agent',
      status: 'PENDING',
      invitedBy: 'Dana Whitfield',
    });
    expect(link.pathname).toBe(`/signup-validation/${token}`);
    expect(link.origin).toBe(t.config.PUBLIC_URL);
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const mail = await t.lastMessage('new.agent@example.com', 'invitation');
    expect(mail.subject).toContain('Harbor Risk Partners');
  });

  it('defaults the organisation to the caller and the role to a non-admin role', async () => {
    const res = await invite(
      t,
      '',
      { ...person('default.role@example.com'), kind: 'EXISTING_ACCOUNT' },
      agencyAdmin,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ organisationId: harborId, roleKey: 'agent' });
  });

  it('a provider admin invites into any organisation and to create a new one', async () => {
    const into = await invite(
      t,
      '',
      {
        ...person('summit.hire@example.com'),
        kind: 'EXISTING_ACCOUNT',
        organisationId: summitId,
        roleKey: 'agency-admin',
      },
      admin,
    );
    expect(into.statusCode).toBe(201);
    expect(into.json()).toMatchObject({ organisationId: summitId, roleKey: 'agency-admin' });

    const fresh = await invite(
      t,
      '',
      { ...person('founder@example.com'), kind: 'NEW_ACCOUNT', accountType: 'CUSTOMER' },
      admin,
    );
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({
      tokenType: 'NEW_ACCOUNT',
      accountType: 'CUSTOMER',
      organisationId: null,
      roleKey: 'account-admin',
    });
  });

  it('validates the body: e-mail, names, role of the organisation, account type', async () => {
    const bad = await invite(
      t,
      '',
      { email: 'nope', firstName: ' Robin', lastName: '', kind: 'EXISTING_ACCOUNT' },
      agencyAdmin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        `email: ${ONBOARDING_MESSAGES.emailInvalid}`,
        `firstName: ${ONBOARDING_MESSAGES.noOuterWhitespace}`,
        `lastName: ${ONBOARDING_MESSAGES.lastNameRequired}`,
      ]),
    );

    const role = await invite(
      t,
      '',
      { ...person('role@example.com'), kind: 'EXISTING_ACCOUNT', roleKey: 'super-admin' },
      agencyAdmin,
    );
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe(ONBOARDING_MESSAGES.unknownRole);

    const type = await invite(t, '', { ...person('t@example.com'), kind: 'NEW_ACCOUNT' }, admin);
    expect(type.statusCode).toBe(400);
  });

  it('an agency admin cannot invite into another organisation (404) nor create one (403)', async () => {
    const other = await invite(
      t,
      '',
      { ...person('x1@example.com'), kind: 'EXISTING_ACCOUNT', organisationId: summitId },
      agencyAdmin,
    );
    expect(other.statusCode).toBe(404);
    const fresh = await invite(
      t,
      '',
      { ...person('x2@example.com'), kind: 'NEW_ACCOUNT', accountType: 'AGENCY' },
      agencyAdmin,
    );
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().message).toBe(ONBOARDING_MESSAGES.newOrganisationProviderOnly);
    expect(await t.mailbox('x1@example.com')).toHaveLength(0);
  });

  it('needs user:manage: an agent is refused, an anonymous caller is 401', async () => {
    const agent = await t.signIn('agent@example.com');
    expect(
      (await invite(t, '', { ...person('y@example.com'), kind: 'EXISTING_ACCOUNT' }, agent))
        .statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: { ...person('y@example.com'), kind: 'EXISTING_ACCOUNT' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a member, a duplicate pending invitation and a new organisation for a known address', async () => {
    const member = await invite(
      t,
      '',
      { ...person('agent@example.com'), kind: 'EXISTING_ACCOUNT' },
      agencyAdmin,
    );
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(ONBOARDING_MESSAGES.alreadyMember);

    const body = { ...person('twice@example.com'), kind: 'EXISTING_ACCOUNT' };
    expect((await invite(t, '', body, agencyAdmin)).statusCode).toBe(201);
    const again = await invite(t, '', body, agencyAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ONBOARDING_MESSAGES.invitationPending);

    const known = await invite(
      t,
      '',
      { ...person('carrier@example.com'), kind: 'NEW_ACCOUNT', accountType: 'AGENCY' },
      admin,
    );
    expect(known.statusCode).toBe(409);
  });
});

describe('GET /api/auth/v1/invitations — paged and scoped', () => {
  it("an agency admin sees only their agency's invitations; the provider sees all", async () => {
    await invite(
      t,
      '',
      {
        ...person('scoped.summit@example.com'),
        kind: 'EXISTING_ACCOUNT',
        organisationId: summitId,
      },
      admin,
    );
    const mine = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/auth/v1/invitations?size=100' })
    ).json<InvitationPage>();
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((i) => i.organisationId === harborId)).toBe(true);
    expect(mine.content.map((i) => i.email)).not.toContain('scoped.summit@example.com');

    const all = (
      await admin.inject({ method: 'GET', url: '/api/auth/v1/invitations?size=100' })
    ).json<InvitationPage>();
    expect(all.content.map((i) => i.email)).toEqual(
      expect.arrayContaining(['scoped.summit@example.com', 'new.agent@example.com']),
    );
    expect(all.totalElements).toBeGreaterThan(mine.totalElements);
  });

  it('pages, searches and filters by status', async () => {
    const page = (
      await admin.inject({ method: 'GET', url: '/api/auth/v1/invitations?size=2&page=0' })
    ).json<InvitationPage>();
    expect(page.content).toHaveLength(2);
    expect(page.size).toBe(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));

    const search = (
      await admin.inject({ method: 'GET', url: '/api/auth/v1/invitations?search=founder' })
    ).json<InvitationPage>();
    expect(search.content.map((i) => i.email)).toEqual(['founder@example.com']);

    const accepted = (
      await admin.inject({ method: 'GET', url: '/api/auth/v1/invitations?status=ACCEPTED' })
    ).json<InvitationPage>();
    expect(accepted.content.every((i) => i.status === 'ACCEPTED')).toBe(true);
  });
});

describe('resend and revoke', () => {
  let summitInvitation: Invitation;
  beforeAll(async () => {
    summitInvitation = (
      await invite(
        t,
        '',
        { ...person('other.org@example.com'), kind: 'EXISTING_ACCOUNT', organisationId: summitId },
        admin,
      )
    ).json<Invitation>();
  });

  it("another organisation's invitation is a 404 for resend and revoke", async () => {
    for (const action of ['resend', 'revoke']) {
      const res = await agencyAdmin.inject({
        method: 'POST',
        url: `/api/auth/v1/invitations/${summitInvitation.id}/${action}`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.mailbox('other.org@example.com', 'invitation')).toHaveLength(1);
  });

  it('resend sends a new link and code; the old link stops working', async () => {
    const first = await inviteAndRead(t, 'agencyadmin@example.com', {
      ...person('resend.me@example.com'),
      kind: 'EXISTING_ACCOUNT',
    });
    t.clock.advance(60_000);
    const res = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/auth/v1/invitations/${first.invitation.id}/resend`,
    });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().expiresAt).getTime()).toBeGreaterThan(
      new Date(first.invitation.expiresAt).getTime(),
    );
    const mails = await t.mailbox('resend.me@example.com', 'invitation');
    expect(mails).toHaveLength(2);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/validationTokens/${first.token}`,
    });
    expect(old.statusCode).toBe(404);
    const link = await t.linkIn('resend.me@example.com', 'invitation');
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1${link.pathname.replace('/signup-validation', '/validationTokens')}`,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('revoke withdraws it: the link answers 400 and it cannot be revoked twice', async () => {
    const { invitation, token } = await inviteAndRead(t, 'agencyadmin@example.com', {
      ...person('revoke.me@example.com'),
      kind: 'EXISTING_ACCOUNT',
    });
    const res = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/auth/v1/invitations/${invitation.id}/revoke`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('REVOKED');
    const landing = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/validationTokens/${token}`,
    });
    expect(landing.statusCode).toBe(400);
    expect(landing.json().message).toBe(ONBOARDING_MESSAGES.invitationRevoked);
    const again = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/auth/v1/invitations/${invitation.id}/revoke`,
    });
    expect(again.statusCode).toBe(409);
    const resend = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/auth/v1/invitations/${invitation.id}/resend`,
    });
    expect(resend.statusCode).toBe(409);
  });

  it('an unknown id is a 404 and a malformed one a 400', async () => {
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations/00000000-0000-4000-8000-000000000000/revoke',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations/not-an-id/revoke',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('EXISTING_USER invitations', () => {
  it('inviting a known address gives EXISTING_USER; accepting after sign-in adds the membership', async () => {
    const { invitation, token } = await inviteAndRead(t, 'admin@example.com', {
      ...person('wholesale@example.com'),
      kind: 'EXISTING_ACCOUNT',
      organisationId: harborId,
      roleKey: 'agent',
    });
    expect(invitation.tokenType).toBe('EXISTING_USER');
    const landing = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/validationTokens/${token}`,
    });
    expect(landing.json()).toMatchObject({
      tokenType: 'EXISTING_USER',
      email: 'wholesale@example.com',
    });

    // Someone else signed in cannot use it.
    const other = await t.signIn('agent@example.com');
    const wrong = await other.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations/accept',
      payload: { validationToken: token },
    });
    expect(wrong.statusCode).toBe(412);
    expect(wrong.json().message).toBe(ONBOARDING_MESSAGES.wrongInvitationUser);

    const wholesale = await t.signIn('wholesale@example.com');
    const accept = await wholesale.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations/accept',
      payload: { validationToken: token },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({
      organisationId: harborId,
      organizationName: 'Harbor Risk Partners',
    });
    const again = await wholesale.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations/accept',
      payload: { validationToken: token },
    });
    expect(again.statusCode).toBe(400);
    // Their default organisation is unchanged: they still sign in to Summit.
    const me = await (
      await t.signIn('wholesale@example.com')
    ).inject({
      method: 'GET',
      url: '/api/auth/v1/me',
    });
    expect(me.json().account.id).toBe(summitId);
    // And they are now a member of Harbor: inviting them again is refused.
    const dup = await invite(
      t,
      '',
      { ...person('wholesale@example.com'), kind: 'EXISTING_ACCOUNT' },
      agencyAdmin,
    );
    expect(dup.statusCode).toBe(409);
  });

  it('the accept call needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations/accept',
      payload: { validationToken: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('join through an agency invitation', () => {
  it('the invitee joins with the invited role and lands in the agency', async () => {
    const { token } = await inviteAndRead(t, 'agencyadmin@example.com', {
      ...person('joiner@example.com'),
      kind: 'EXISTING_ACCOUNT',
      roleKey: 'agent',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/join?validationToken=${token}`,
      payload: { firstName: 'Jo', lastName: 'Iner', password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({
      email: 'joiner@example.com',
      firstName: 'Jo',
      role: { name: 'Agent' },
      account: { id: harborId },
    });
    const list = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/auth/v1/invitations?search=joiner' })
    ).json<InvitationPage>();
    expect(list.content[0]).toMatchObject({ status: 'ACCEPTED' });
    expect(list.content[0]!.acceptedAt).not.toBeNull();
  });
});
