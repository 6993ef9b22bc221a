import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { issueInvitation } from '../../../src/modules/onboarding/index.ts';
import { inviteAndRead, NEW_PASSWORD, tokenOf } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const landing = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/v1/validationTokens/${token}` });
const signup = (body: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/signup${token ? `?validationToken=${token}` : ''}`,
    payload: body,
  });
const join = (body: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/join${token ? `?validationToken=${token}` : ''}`,
    payload: body,
  });
const meWith = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/v1/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

const newAccount = (email: string, accountType = 'AGENCY') =>
  inviteAndRead(t, 'admin@example.com', {
    email,
    firstName: 'Frankie',
    lastName: 'Founder',
    kind: 'NEW_ACCOUNT',
    accountType,
  });

const signupBody = (code: string, extra: Record<string, unknown> = {}) => ({
  invitationCode: code,
  password: NEW_PASSWORD,
  organization: 'Lighthouse Insurance Agency',
  firstName: 'Frankie',
  lastName: 'Founder',
  npn: '7712345',
  accountType: 'AGENCY',
  ...extra,
});

describe('GET /api/auth/v1/validationTokens/{token}', () => {
  it('returns the invitation data, with the code for NEW_ACCOUNT', async () => {
    const { token, code } = await newAccount('landing@example.com');
    const res = await landing(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tokenType: 'NEW_ACCOUNT',
      accountType: 'AGENCY',
      email: 'landing@example.com',
      firstName: 'Frankie',
      lastName: 'Founder',
      redirectURL: null,
      invitationCode: code,
      organizationName: null,
    });
  });

  it('404 for an unknown token, 400 once expired', async () => {
    expect((await landing('no-such-token')).statusCode).toBe(404);
    const { token } = await newAccount('expiring@example.com');
    t.clock.advance((t.config.INVITATION_TTL_DAYS * 86_400 + 1) * 1000);
    const res = await landing(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.invitationExpired);
    // The sign-up refuses it too (412).
    const { code } = { code: 'AAAA-AAAA' };
    expect((await signup(signupBody(code), token)).statusCode).toBe(412);
  });
});

describe('POST /api/auth/v1/signup', () => {
  it('with the link: creates the organisation and its admin, signed in at once', async () => {
    const { token, code } = await newAccount('founder.link@example.com');
    const res = await signup(signupBody(code), token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accountType).toBe('AGENCY');
    const me = (await meWith(body.accessToken)).json();
    expect(me).toMatchObject({
      email: 'founder.link@example.com',
      npn: '7712345',
      role: { name: 'Agency Admin' },
      account: { name: 'Lighthouse Insurance Agency', accountType: 'AGENCY', npn: '7712345' },
    });
    expect(me.permissions).toContain('user:manage');
    // The password works for sign-in; the invitation is used.
    expect((await t.login('founder.link@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const used = await landing(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(ONBOARDING_MESSAGES.invitationUsed);
    const again = await signup(signupBody(code), token);
    expect(again.statusCode).toBe(412);
  });

  it('with only the code: 202, the address must be confirmed before sign-in', async () => {
    const { code } = await newAccount('founder.code@example.com', 'CUSTOMER');
    const res = await signup(
      signupBody(code.toLowerCase().replace('-', ' '), {
        accountType: 'CUSTOMER',
        npn: undefined,
        organization: 'Acme Bakery LLC',
      }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      emailValidationRequired: true,
      message: ONBOARDING_MESSAGES.signupValidationSent,
    });
    expect((await t.login('founder.code@example.com', NEW_PASSWORD)).statusCode).toBe(412);

    const link = await t.linkIn('founder.code@example.com', 'email-validation');
    expect(link.pathname).toBe('/resend-validation');
    const token = tokenOf(link);
    const validate = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/validateEmail/${token}`,
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json().message).toBe(ONBOARDING_MESSAGES.emailValidated);
    const login = await t.login('founder.code@example.com', NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    const me = (await meWith(login.json().accessToken)).json();
    expect(me.account).toMatchObject({ name: 'Acme Bakery LLC', accountType: 'CUSTOMER' });
    expect(me.role.name).toBe('Account Admin');

    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/validateEmail/${token}`,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ONBOARDING_MESSAGES.validationLinkUsed);
  });

  it('412 with a message for a wrong, used or mistyped-type code', async () => {
    const wrong = await signup(signupBody('ZZZZ-ZZZZ'));
    expect(wrong.statusCode).toBe(412);
    expect(wrong.json().message).toBe(ONBOARDING_MESSAGES.invalidInvitationCode);

    const { code, token } = await newAccount('type.mismatch@example.com', 'CUSTOMER');
    const type = await signup(signupBody(code, { accountType: 'AGENCY' }));
    expect(type.statusCode).toBe(412);
    expect(type.json().message).toBe(ONBOARDING_MESSAGES.invitationCodeWrongType);

    const mismatch = await signup(signupBody('ABCD-EFGH', { accountType: 'CUSTOMER' }), token);
    expect(mismatch.statusCode).toBe(412);
    expect(mismatch.json().message).toBe(ONBOARDING_MESSAGES.invalidInvitationCode);

    // A join invitation's code cannot create an organisation.
    const joinInvite = await inviteAndRead(t, 'agencyadmin@example.com', {
      email: 'joinonly@example.com',
      firstName: 'Jo',
      lastName: 'Only',
      kind: 'EXISTING_ACCOUNT',
    });
    const viaJoinCode = await signup(signupBody(joinInvite.code));
    expect(viaJoinCode.statusCode).toBe(412);
  });

  it('validates the fields with the spec messages; producer number numeric except customers', async () => {
    const empty = await signup({ accountType: 'AGENCY' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        `invitationCode: ${ONBOARDING_MESSAGES.invitationCodeRequired}`,
        `password: ${ONBOARDING_MESSAGES.passwordRequired}`,
        `organization: ${ONBOARDING_MESSAGES.organizationRequired}`,
        `firstName: ${ONBOARDING_MESSAGES.firstNameRequired}`,
        `lastName: ${ONBOARDING_MESSAGES.lastNameRequired}`,
        `npn: ${ONBOARDING_MESSAGES.npnRequired}`,
      ]),
    );
    const letters = await signup(signupBody('ABCD-EFGH', { npn: '12ab' }));
    expect(letters.json().errors).toContain(`npn: ${ONBOARDING_MESSAGES.npnNumeric}`);
    const spaces = await signup(signupBody('ABCD-EFGH', { organization: ' Padded ' }));
    expect(spaces.json().errors).toContain(
      `organization: ${ONBOARDING_MESSAGES.noOuterWhitespace}`,
    );
    // A customer needs no producer number: the request passes validation (then fails the code).
    const customer = await signup(
      signupBody('ABCD-EFGH', { accountType: 'CUSTOMER', npn: undefined }),
    );
    expect(customer.statusCode).toBe(412);
  });

  it('400 with the broken password constraints', async () => {
    const { token, code } = await newAccount('weak@example.com');
    const res = await signup(signupBody(code, { password: 'password1' }), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Not a commonly used password']);
    // Nothing was created: the invitation still works.
    expect((await landing(token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/v1/join', () => {
  const joinInvitation = (email: string) =>
    inviteAndRead(t, 'agencyadmin@example.com', {
      email,
      firstName: 'Jamie',
      lastName: 'Joiner',
      kind: 'EXISTING_ACCOUNT',
      roleKey: 'agent',
    });
  const body = { firstName: 'Jamie', lastName: 'Joiner', password: NEW_PASSWORD };

  it('joins and returns tokens; the link cannot be used twice (404)', async () => {
    const { token } = await joinInvitation('join.ok@example.com');
    const res = await join(body, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectURL).toBeNull();
    expect((await meWith(res.json().accessToken)).json().account.name).toBe('Harbor Risk Partners');
    const again = await join(body, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ONBOARDING_MESSAGES.joinLinkNotFound);
  });

  it('ten simultaneous joins on one invitation: one person is made, the others refused, never a 500', async () => {
    const { token } = await joinInvitation('join.race@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(body, token)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 404 && s !== 409)).toEqual([]);
  });

  it('400 lists password errors (including the e-mail address as password)', async () => {
    const { token } = await joinInvitation('samuel.short@example.com');
    const res = await join({ ...body, password: 'samuel.short@example.com' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Not your email address']);
    const short = await join({ ...body, password: 'abc' }, token);
    expect(short.json().errors).toContain('At least 8 characters');
  });

  it('404 for unknown, missing or expired tokens; 412 for a token that cannot join', async () => {
    expect((await join(body, 'unknown')).statusCode).toBe(404);
    expect((await join(body)).statusCode).toBe(404);
    const { token: newAccountToken } = await newAccount('not.a.join@example.com');
    const denied = await join(body, newAccountToken);
    expect(denied.statusCode).toBe(412);
    expect(denied.json().message).toBe(ONBOARDING_MESSAGES.joinAuthorizationFailed);

    const { token } = await joinInvitation('join.late@example.com');
    t.clock.advance((t.config.INVITATION_TTL_DAYS * 86_400 + 1) * 1000);
    expect((await join(body, token)).statusCode).toBe(404);
  });

  it('quote invitations carry their redirect URL through the landing and the join', async () => {
    const me = (
      await (
        await t.signIn('agencyadmin@example.com')
      ).inject({
        method: 'GET',
        url: '/api/auth/v1/me',
      })
    ).json();
    await t.database.db.transaction((tx) =>
      issueInvitation(t.app.ctx, tx, {
        email: 'quote.buyer@example.com',
        firstName: 'Quinn',
        lastName: 'Buyer',
        tokenType: 'QUOTE_SENT_NEW_USER',
        accountType: 'AGENCY',
        organisationId: me.account.id,
        roleKey: 'agent',
        redirectUrl: '/agency/quotes/q-123',
        invitedBy: me.id,
        invitedByOrganisationId: me.account.id,
      }),
    );
    const token = tokenOf(await t.linkIn('quote.buyer@example.com', 'invitation'));
    const info = (await landing(token)).json();
    expect(info).toMatchObject({
      tokenType: 'QUOTE_SENT_NEW_USER',
      redirectURL: '/agency/quotes/q-123',
      invitationCode: null,
      organizationName: 'Harbor Risk Partners',
    });
    const res = await join(body, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectURL).toBe('/agency/quotes/q-123');
  });

  it('412 when the address got an account since the invitation was sent', async () => {
    const harbor = await joinInvitation('raced@example.com');
    const wholesale = await t.signIn('wholesale@example.com');
    const summitId = (await wholesale.inject({ method: 'GET', url: '/api/auth/v1/me' })).json()
      .account.id;
    // The provider also invites the address into Summit; the person joins there first.
    t.clock.advance(1000);
    const summit = await inviteAndRead(t, 'admin@example.com', {
      email: 'raced@example.com',
      firstName: 'Rae',
      lastName: 'Ced',
      kind: 'EXISTING_ACCOUNT',
      organisationId: summitId,
    });
    expect((await join(body, summit.token)).statusCode).toBe(200);
    const late = await join(body, harbor.token);
    expect(late.statusCode).toBe(412);
    expect(late.json().message).toBe(ONBOARDING_MESSAGES.emailInUse);
  });
});
