import type { FastifyRequest } from 'fastify';
import { type Actor, requestActor } from '../../../context/index.ts';

/** Who makes a change, for the audit log. */
export const actorOfRequest = (request: FastifyRequest): Actor => requestActor(request);
