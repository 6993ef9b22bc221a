import type { FastifyRequest } from 'fastify';
import { type AccountType, MESSAGES } from '@cyber/domain';
import { AppError } from '../lib/app-error.ts';
import type { AccessClaims } from '../lib/tokens.ts';

/** What a service needs to know about the request it serves (audit and throttling). */
export type RequestContext = {
  ip: string;
  userAgent?: string | undefined;
  timezone?: string | undefined;
  requestId: string;
};

/**
 * Who acts, for the audit log: the user, the organisation acted in and the user's own
 * organisation (they differ while a provider user has jumped into another organisation).
 */
export type Actor = { userId: string; accountId: string; subscriberAccountId: string };

/**
 * The one model of a signed-in caller (decision 032): the token's claims (organisation acted in
 * and its type, own organisation type, permissions), who acts (audit) and the request. Questions
 * about it are answered with the domain predicates (`isActingAsProvider`, `isProviderHome`,
 * `isGhosting`, `can`) applied to `caller.claims`.
 */
export type Caller = { claims: AccessClaims; actor: Actor; ctx: RequestContext };

/** The organisation a query is scoped to: the one acted in, and its type. */
export type OrganisationScope = { organisationId: string; accountType: AccountType };

/** The signed-in caller's claims; only for routes that are not public. */
export const requireAuth = (request: FastifyRequest): AccessClaims => {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  return request.auth;
};

/** Who acts, for the audit log (see `Actor`). */
export const requestActor = (request: FastifyRequest): Actor => {
  if (!request.auth || !request.actor) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  return request.actor;
};

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  timezone:
    typeof request.headers.timezone === 'string'
      ? request.headers.timezone.slice(0, 64)
      : undefined,
  requestId: request.id,
});

/** The caller of a signed-in route. */
export const callerOf = (request: FastifyRequest): Caller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
  ctx: requestContext(request),
});

/** The scope of every organisation-bound query: the organisation acted in and its type. */
export const scopeOf = (caller: Pick<Caller, 'claims' | 'actor'>): OrganisationScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});
