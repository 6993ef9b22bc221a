import { randomBytes } from 'node:crypto';
import {
  emailDomainOf,
  MESSAGES,
  SSO_MESSAGES,
  type SsoTokenRequest,
  type TokenPair,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { hashToken } from '../../../lib/tokens.ts';
import * as repo from '../auth.repository.ts';
import * as sso from '../sso.repository.ts';
import { exchangeCode, oidcConfiguration, type IdpIdentity } from './sso-client.ts';
import { openSession } from './open-session.ts';
import type { SsoDeps } from './sso-providers.ts';
import { ssoBudget } from './sso-start.ts';
import type { RequestContext } from '../../../context/index.ts';

const failed = () => new AppError('UNAUTHENTICATED', SSO_MESSAGES.failed);

/**
 * First and last name of a new user: the provider's given and family names, else its `name` split
 * at the first space, else the address's local part (and no last name).
 */
export function namesOf(identity: IdpIdentity, email: string) {
  const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const firstName = identity.givenName ?? first ?? email.split('@')[0] ?? email;
  const lastName = identity.familyName ?? (rest.length ? rest.join(' ') : '');
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * `POST /api/auth/v1/sso/token`: finish a single sign-on (decision 061).
 *
 * 1. The login state is used exactly once (one conditional UPDATE): of two posts of one state,
 *    one goes on and the other is a 401, as is an unknown or expired state.
 * 2. The code is exchanged at the identity provider with the PKCE verifier, and the ID token
 *    validated (issuer, audience, signature, nonce) by openid-client.
 * 3. The provider must vouch for an e-mail address (`email_verified` not false) of one of its
 *    organisation's domains.
 * 4. An existing member of that organisation gets a session there, as a password sign-in does;
 *    an unknown address becomes a member just in time, in the provider's default role; a user
 *    of another organisation is refused (403): single sign-on never adds anyone to an
 *    organisation they do not already belong to.
 *
 * The identity provider's sign-in is the organisation's own strong authentication: no second
 * factor of ours is asked for.
 */
export async function ssoSignIn(
  deps: SsoDeps,
  input: SsoTokenRequest,
  ctx: RequestContext,
  onProviderError: (error: unknown) => void = () => {},
): Promise<TokenPair> {
  const budget = ssoBudget(deps, ctx.ip);
  await budget.assertOpen();
  const login = await sso.consumeLoginState(deps.db, hashToken(input.state), deps.clock.now());
  if (!login) {
    await budget.fail();
    throw failed();
  }
  const provider = await sso.findProviderById(deps.db, login.providerId);
  if (!provider || !provider.enabled) throw failed();

  let identity: IdpIdentity;
  try {
    const configuration = await oidcConfiguration(deps, provider);
    identity = await exchangeCode(
      configuration,
      { redirectUri: login.redirectUri, code: input.code, state: input.state, iss: input.iss },
      { codeVerifier: deps.secrets.open(login.codeVerifierSealed), nonce: login.nonce },
    );
  } catch (error) {
    onProviderError(error);
    throw failed();
  }

  const email = identity.email;
  if (!email || identity.emailVerified === false) {
    throw new AppError('FORBIDDEN', SSO_MESSAGES.emailMissing);
  }
  if (!provider.emailDomains.includes(emailDomainOf(email))) {
    throw new AppError('FORBIDDEN', SSO_MESSAGES.domainMismatch);
  }

  // A just-in-time user gets a random password nobody knows (they may set one by a reset),
  // hashed before the transaction: it takes a while.
  const placeholder = (await repo.findUserByEmail(deps.db, email))
    ? null
    : await unusablePassword();
  const signIn = () =>
    deps.db.transaction((tx) =>
      signInAs(deps, tx, { provider, identity, email, placeholder }, ctx),
    );
  try {
    return await signIn();
  } catch (error) {
    // Two first sign-ins of one new address at once: the second finds the user the first made.
    if (isUniqueViolation(error)) return signIn();
    throw error;
  }
}

async function signInAs(
  deps: SsoDeps,
  tx: Tx,
  input: {
    provider: sso.SsoProviderRow;
    identity: IdpIdentity;
    email: string;
    placeholder: string | null;
  },
  ctx: RequestContext,
): Promise<TokenPair> {
  const { provider, identity, email } = input;
  const now = deps.clock.now();
  const organisationId = provider.organisationId;
  const organisation = await repo.findOrganisation(tx, organisationId);
  if (!organisation) throw failed();
  if (organisation.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', MESSAGES.organisationDisabled);
  }
  const actor = (userId: string) =>
    actorOf({ userId, accountId: organisationId, subscriberAccountId: organisationId }, ctx);

  let user = await repo.findUserByEmail(tx, email);
  if (user) {
    const membership = await repo.findMembership(tx, user.id, organisationId);
    if (!membership) throw new AppError('FORBIDDEN', SSO_MESSAGES.notMember);
    if (user.status !== 'ACTIVE') throw new AppError('CONFLICT', MESSAGES.accountDisabled);
    // The organisation's own directory vouched for the address.
    if (!user.emailValidatedAt && identity.emailVerified === true) {
      await repo.markEmailValidated(tx, user.id, now);
    }
  } else {
    const role = await sso.findRoleByKey(tx, organisation.accountType, provider.defaultRoleKey);
    if (!role) throw new AppError('CONFLICT', SSO_MESSAGES.roleUnavailable);
    const names = namesOf(identity, email);
    user = await repo.insertUser(tx, {
      email,
      ...names,
      passwordHash: input.placeholder ?? (await unusablePassword()),
      passwordChangedAt: now,
      emailValidatedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertMembership(tx, {
      userId: user.id,
      organisationId,
      roleId: role.id,
      isDefault: true,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor(user.id),
      {
        action: 'user.created',
        entityType: 'user',
        entityId: user.id,
        after: {
          organisationId,
          email,
          role: role.key,
          via: 'sso',
          issuer: provider.issuer,
          subject: identity.subject,
        },
      },
      now,
    );
  }

  const { session, ...tokens } = await openSession(
    deps,
    tx,
    { userId: user.id, accountId: organisationId, rememberDevice: false },
    ctx,
  );
  await recordAudit(
    tx,
    actor(user.id),
    {
      action: 'auth.login',
      entityType: 'session',
      entityId: session.id,
      after: {
        rememberDevice: session.rememberDevice,
        method: 'sso',
        issuer: provider.issuer,
        subject: identity.subject,
      },
    },
    now,
  );
  return tokens;
}
