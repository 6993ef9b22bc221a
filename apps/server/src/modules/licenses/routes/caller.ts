import type { FastifyRequest } from 'fastify';
import { requestActor, requestContext, requireAuth } from '../../../plugins/auth.ts';
import type { Caller } from '../licenses.context.ts';

/** The signed-in caller: where they act, and whether they are provider staff (or admins). */
export function callerOf(request: FastifyRequest): Caller {
  const claims = requireAuth(request);
  const isProvider = claims.subscriberType === 'COWBELL';
  return {
    userId: claims.sub,
    accountId: claims.accountId,
    accountType: claims.accountType,
    isProvider,
    isProviderAdmin: isProvider && claims.scopes.includes('role:admin'),
    actor: requestActor(request),
    ctx: requestContext(request),
  };
}
