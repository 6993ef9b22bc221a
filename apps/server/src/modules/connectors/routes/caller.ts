import type { FastifyRequest } from 'fastify';
import { requestActor, requestContext, requireAuth } from '../../../plugins/auth.ts';
import type { Caller } from '../connectors.context.ts';

/** The signed-in caller: claims (type, scopes), who acts (audit) and the request context. */
export const callerOf = (request: FastifyRequest): Caller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
  ctx: requestContext(request),
});
