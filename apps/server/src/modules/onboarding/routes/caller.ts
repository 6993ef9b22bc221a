import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../plugins/auth.ts';
import type { Caller } from '../onboarding.context.ts';

/** The signed-in admin behind a request; provider staff keep their reach when they jump in. */
export function callerOf(request: FastifyRequest): Caller {
  const claims = requireAuth(request);
  return {
    userId: claims.sub,
    accountId: claims.accountId,
    isProvider: claims.subscriberType === 'COWBELL',
  };
}
