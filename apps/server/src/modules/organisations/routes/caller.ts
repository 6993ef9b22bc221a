import type { FastifyRequest } from 'fastify';
import { requestActor, requestContext, requireAuth } from '../../../plugins/auth.ts';
import type { Caller } from '../organisations.context.ts';

/** The signed-in caller: where they act, their scopes, and whether they are provider staff. */
export function callerOf(request: FastifyRequest): Caller {
  const claims = requireAuth(request);
  return {
    userId: claims.sub,
    accountId: claims.accountId,
    accountType: claims.accountType,
    isProvider: claims.subscriberType === 'COWBELL',
    scopes: claims.scopes,
    actor: requestActor(request),
    ctx: requestContext(request),
  };
}
