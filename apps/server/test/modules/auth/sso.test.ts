import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema, SSO_MESSAGES, SsoProviderSchema } from '@cyber/domain';
import {
  auditLog,
  memberships,
  organisations,
  roles,
  ssoIdentityProviders,
  ssoLoginStates,
  users,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { startTestIdp, type TestIdp } from './test-idp.ts';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
let idp: TestIdp;
let admin: Session;
let agencyAdmin: Session;
let harbor: string;
let summit: string;

const providerPath = (organisationId: string) => `/api/auth/v1/sso/providers/${organisationId}`;

const settings = (overrides: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  emailDomains: ['Example.com'],
  defaultRoleKey: 'agent',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp({ SSO_ALLOW_INSECURE_ISSUER: 'true' });
  idp = await startTestIdp(`${t.config.PUBLIC_URL}/sso/callback`);
  idp.identities.set('new.broker@example.com', {
    email: 'new.broker@example.com',
    email_verified: true,
    given_name: 'Nia',
    family_name: 'Okafor',
  });
  idp.identities.set('named.only@example.com', {
    email: 'named.only@example.com',
    name: 'Rowan Ellis Price',
  });
  idp.identities.set('agent@example.com', { email: 'agent@example.com', email_verified: true });
  idp.identities.set('admin@example.com', { email: 'admin@example.com', email_verified: true });
  idp.identities.set('outsider', { email: 'someone@elsewhere.example', email_verified: true });
  idp.identities.set('unverified', { email: 'unverified.sso@example.com', email_verified: false });
  idp.identities.set('no-email', { name: 'No Address' });
  [admin, agencyAdmin] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agencyadmin@example.com'),
  ]);
  const orgId = async (name: string) =>
    (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  harbor = await orgId('Harbor Risk Partners');
  summit = await orgId('Summit Wholesale Brokers');
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Start single sign-on for an address; the answer of `/sso/start`. */
const start = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/sso/start', payload: { email } });

/** Start, sign in at the provider as `login`, and return what the callback page would post. */
async function callbackFor(email: string, login = email) {
  const started = await start(email);
  expect(started.statusCode, started.body).toBe(200);
  const back = await idp.authorize(
    started.json<{ authorizationUrl: string }>().authorizationUrl,
    login,
  );
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

const postToken = (payload: { code: string; state: string; iss?: string | undefined }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/sso/token', payload });

const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/v1/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('identity provider settings (provider staff only)', () => {
  it('are refused to an agency admin, for their own organisation too', async () => {
    for (const res of [
      await agencyAdmin.inject({ method: 'GET', url: providerPath(harbor) }),
      await agencyAdmin.inject({ method: 'PUT', url: providerPath(harbor), payload: settings() }),
      await agencyAdmin.inject({ method: 'DELETE', url: providerPath(harbor) }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('are 404 before they are set, and need the client secret the first time', async () => {
    const none = await admin.inject({ method: 'GET', url: providerPath(harbor) });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(SSO_MESSAGES.settingsNotFound);
    const { clientSecret: _secret, ...withoutSecret } = settings();
    const res = await admin.inject({
      method: 'PUT',
      url: providerPath(harbor),
      payload: withoutSecret,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SSO_MESSAGES.clientSecretRequired);
  });

  it('validate the issuer, the domains and the role by their form', async () => {
    const cases = [
      { issuer: 'ftp://idp.example' },
      { issuer: 'https://user:pass@idp.example' },
      { issuer: 'https://idp.example/?tenant=1' },
      { emailDomains: [] },
      { emailDomains: ['not a domain'] },
      { defaultRoleKey: 'super-admin' },
    ];
    for (const overrides of cases) {
      const res = await admin.inject({
        method: 'PUT',
        url: providerPath(harbor),
        payload: settings(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('are saved with the secret sealed, which is never returned; audited without it', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: providerPath(harbor),
      payload: settings(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(idp.clientSecret);
    const view = SsoProviderSchema.parse(res.json());
    expect(view).toMatchObject({
      organisationId: harbor,
      issuer: idp.issuer,
      clientId: idp.clientId,
      hasClientSecret: true,
      emailDomains: ['example.com'],
      defaultRoleKey: 'agent',
      enabled: true,
      redirectUri: `${t.config.PUBLIC_URL}/sso/callback`,
    });
    expect(res.json()).not.toHaveProperty('clientSecret');

    const read = await admin.inject({ method: 'GET', url: providerPath(harbor) });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(idp.clientSecret);
    expect(read.json()).toEqual(res.json());

    const [row] = await t.database.db
      .select()
      .from(ssoIdentityProviders)
      .where(eq(ssoIdentityProviders.organisationId, harbor));
    expect(row!.clientSecretSealed).not.toContain(idp.clientSecret);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sso-provider.create'), eq(auditLog.entityId, harbor)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(idp.clientSecret);

    // Saved again without a secret: the sealed one is kept.
    const { clientSecret: _secret, ...withoutSecret } = settings();
    const again = await admin.inject({
      method: 'PUT',
      url: providerPath(harbor),
      payload: withoutSecret,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().hasClientSecret).toBe(true);
  });

  it("refuse a domain another organisation's enabled provider already routes", async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: providerPath(summit),
      payload: settings({ emailDomains: ['summit.example', 'example.com'] }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SSO_MESSAGES.domainTaken('example.com'));
  });
});

describe('single sign-on', () => {
  it('says when no provider serves the e-mail domain', async () => {
    const res = await start('someone@nowhere.example');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SSO_MESSAGES.notConfigured);
  });

  it("sends the browser to the provider: code flow, PKCE S256, state, nonce, the app's callback", async () => {
    const res = await start('agent@example.com');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.PUBLIC_URL}/sso/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    // The state is kept only as its hash.
    const states = await t.database.db.select().from(ssoLoginStates);
    expect(states.map((s) => s.stateHash)).not.toContain(url.searchParams.get('state'));
  });

  it('creates an unknown address just in time, in the default role, and signs it in', async () => {
    const res = await postToken(await callbackFor('new.broker@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken, refreshToken } = res.json();
    expect(refreshToken.length).toBeGreaterThan(30);
    const profile = await me(accessToken);
    expect(profile.statusCode).toBe(200);
    const body = MeSchema.parse(profile.json());
    expect(body).toMatchObject({
      email: 'new.broker@example.com',
      firstName: 'Nia',
      lastName: 'Okafor',
      role: { name: 'Agent' },
      account: { id: harbor, accountType: 'AGENCY' },
      mfaType: 'NONE',
    });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.broker@example.com'));
    expect(user!.emailValidatedAt).not.toBeNull();
    const rows = await t.database.db
      .select({ role: roles.key })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(eq(memberships.userId, user!.id));
    expect(rows).toEqual([{ role: 'agent' }]);
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.created'), eq(auditLog.entityId, user!.id)));
    expect(created[0]!.after).toMatchObject({ organisationId: harbor, role: 'agent', via: 'sso' });
    const logins = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorUserId, user!.id)));
    expect(logins[0]!.after).toMatchObject({ method: 'sso', issuer: idp.issuer });

    // The second time the same person is simply signed in.
    const again = await postToken(await callbackFor('new.broker@example.com'));
    expect(again.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'new.broker@example.com')),
    ).toHaveLength(1);
  });

  it('takes the names from `name` when the provider gives no given and family name', async () => {
    const res = await postToken(await callbackFor('named.only@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    const body = MeSchema.parse((await me(res.json().accessToken)).json());
    expect(body).toMatchObject({ firstName: 'Rowan', lastName: 'Ellis Price' });
  });

  it('signs an existing member in, in the organisation of the provider', async () => {
    const res = await postToken(await callbackFor('agent@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    const body = MeSchema.parse((await me(res.json().accessToken)).json());
    expect(body.email).toBe('agent@example.com');
    expect(body.account.id).toBe(harbor);
  });

  it('refuses a user of another organisation: single sign-on never adds anyone', async () => {
    const res = await postToken(await callbackFor('admin@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SSO_MESSAGES.notMember);
    const [adminUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const joined = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, adminUser!.id), eq(memberships.organisationId, harbor)));
    expect(joined).toEqual([]);
  });

  it('refuses an address outside the provider’s domains, and an unverified or missing one', async () => {
    const outside = await postToken(await callbackFor('agent@example.com', 'outsider'));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(SSO_MESSAGES.domainMismatch);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'someone@elsewhere.example')),
    ).toEqual([]);

    const unverified = await postToken(await callbackFor('agent@example.com', 'unverified'));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(SSO_MESSAGES.emailMissing);

    const missing = await postToken(await callbackFor('agent@example.com', 'no-email'));
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(SSO_MESSAGES.emailMissing);
  });

  it('uses a state once: a replay is a 401', async () => {
    const callback = await callbackFor('agent@example.com');
    expect((await postToken(callback)).statusCode).toBe(200);
    const replay = await postToken(callback);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(SSO_MESSAGES.failed);
  });

  it('of two concurrent posts of one callback, exactly one gets a session', async () => {
    const callback = await callbackFor('agent@example.com');
    const results = await Promise.all([postToken(callback), postToken(callback)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown state and a wrong code', async () => {
    const unknown = await postToken({ code: 'x', state: 'not-a-state' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(SSO_MESSAGES.failed);
    const callback = await callbackFor('agent@example.com');
    const wrong = await postToken({ ...callback, code: `${callback.code}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SSO_MESSAGES.failed);
  });

  it('stops at start once provider staff disable it; the settings are kept', async () => {
    const pending = await callbackFor('agent@example.com');
    expect(
      (await agencyAdmin.inject({ method: 'DELETE', url: providerPath(harbor) })).statusCode,
    ).toBe(403);
    const disabled = await admin.inject({ method: 'DELETE', url: providerPath(harbor) });
    expect(disabled.statusCode).toBe(204);
    const res = await start('agent@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SSO_MESSAGES.notConfigured);
    // A sign-in started before is not finished either.
    expect((await postToken(pending)).statusCode).toBe(401);
    const view = await admin.inject({ method: 'GET', url: providerPath(harbor) });
    expect(view.json()).toMatchObject({ enabled: false, hasClientSecret: true });

    const { clientSecret: _secret, ...withoutSecret } = settings();
    const enabled = await admin.inject({
      method: 'PUT',
      url: providerPath(harbor),
      payload: withoutSecret,
    });
    expect(enabled.json().enabled).toBe(true);
    expect((await start('agent@example.com')).statusCode).toBe(200);
  });

  it('refuses a state after its ten minutes', async () => {
    const callback = await callbackFor('agent@example.com');
    t.clock.advance(10 * 60_000 + 1);
    const res = await postToken(callback);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SSO_MESSAGES.failed);
  });
});
