import {
  emailDomainOf,
  MESSAGES,
  SSO_LOGIN_STATE_TTL_MINUTES,
  SSO_MESSAGES,
  type SsoStartRequest,
  type SsoStartResponse,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { hashToken } from '../../../lib/tokens.ts';
import * as repo from '../auth.repository.ts';
import * as sso from '../sso.repository.ts';
import { authorizationRequest, oidcConfiguration } from './sso-client.ts';
import { redirectUriOf, type SsoDeps } from './sso-providers.ts';
import type { RequestContext } from '../../../context/index.ts';

/** Starts one address may make per LOGIN_LOCK_MINUTES, per allowed failure of a password. */
const STARTS_PER_FAILURE = 10;

/**
 * The per-address budget of single sign-on, alongside the request budget every API call has:
 * starts are counted (each asks the identity provider and keeps a row), and refused callbacks
 * count as failed sign-ins do — at LOGIN_MAX_FAILURES_PER_IP the address waits
 * LOGIN_LOCK_MINUTES.
 */
export function ssoBudget(deps: SsoDeps, ip: string) {
  const { config, db } = deps;
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - config.LOGIN_LOCK_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
  const keys = { starts: `sso-start:ip:${ip}`, failures: `sso:ip:${ip}` };
  const tooMany = () => new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
  return {
    /** Count a start; refuse (429) an address over its budget. */
    async start(): Promise<void> {
      const uses = await repo.countBudgetUse(db, keys.starts, { now, windowStart });
      if (uses > config.LOGIN_MAX_FAILURES_PER_IP * STARTS_PER_FAILURE) throw tooMany();
    },
    /** Before a callback is looked at: refuse (429) an address blocked by its failures. */
    async assertOpen(): Promise<void> {
      const [row] = await repo.findThrottles(db, [keys.failures]);
      if (row?.blockedUntil && row.blockedUntil > now) throw tooMany();
    },
    /** A refused callback (unknown, used or expired state). */
    fail: () =>
      repo.recordThrottleFailure(db, keys.failures, {
        now,
        windowStart,
        max: config.LOGIN_MAX_FAILURES_PER_IP,
        lockUntil,
      }),
  };
}

/**
 * `POST /api/auth/v1/sso/start`: find the enabled identity provider of the address's domain,
 * ask it for its configuration (discovery) and keep a single-use, ten-minute login state (the
 * state as a hash, the nonce, the sealed PKCE verifier). Answers where to send the browser.
 */
export async function startSso(
  deps: SsoDeps,
  input: SsoStartRequest,
  ctx: RequestContext,
  onProviderError: (error: unknown) => void = () => {},
): Promise<SsoStartResponse> {
  await ssoBudget(deps, ctx.ip).start();
  const email = input.email.toLowerCase();
  const provider = await sso.findEnabledProviderByDomain(deps.db, emailDomainOf(email));
  if (!provider) throw new AppError('NOT_FOUND', SSO_MESSAGES.notConfigured);
  const organisation = await repo.findOrganisation(deps.db, provider.organisationId);
  if (!organisation || organisation.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', MESSAGES.organisationDisabled);
  }

  const redirectUri = redirectUriOf(deps);
  let request;
  try {
    const configuration = await oidcConfiguration(deps, provider);
    request = await authorizationRequest(configuration, redirectUri, email);
  } catch (error) {
    onProviderError(error);
    throw new AppError('SERVICE_UNAVAILABLE', SSO_MESSAGES.providerUnavailable);
  }
  const now = deps.clock.now();
  await sso.insertLoginState(deps.db, {
    providerId: provider.id,
    stateHash: hashToken(request.state),
    nonce: request.nonce,
    codeVerifierSealed: deps.secrets.seal(request.codeVerifier),
    redirectUri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_LOGIN_STATE_TTL_MINUTES * 60_000),
  });
  return { authorizationUrl: request.authorizationUrl };
}
