import type { FastifyRequest } from 'fastify';
import { requestActor, requestContext, requireAuth } from '../../../plugins/auth.ts';
import type { Caller } from '../users-teams.context.ts';

/** The signed-in caller: who they are, where they act, and whether they are provider staff. */
export function callerOf(request: FastifyRequest): Caller {
  const claims = requireAuth(request);
  return {
    userId: claims.sub,
    accountId: claims.accountId,
    accountType: claims.accountType,
    isProvider: claims.subscriberType === 'COWBELL',
    actor: requestActor(request),
    ctx: requestContext(request),
  };
}
