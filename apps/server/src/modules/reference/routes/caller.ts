import type { FastifyRequest } from 'fastify';
import { requestActor } from '../../../plugins/auth.ts';
import type { Actor } from '../reference.context.ts';

/** Who makes a change, for the audit log. */
export const actorOfRequest = (request: FastifyRequest): Actor => requestActor(request);
