import type { FastifyRequest } from 'fastify';
import { requestActor, requireAuth } from '../../../plugins/auth.ts';
import type { Caller } from '../accounts.context.ts';

/** The signed-in caller with who they act as (for scoping and the audit log). */
export const callerOf = (request: FastifyRequest): Caller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
});
