import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../../context/index.ts';
import { requireEditor, requireRequester } from '../services/certificate-access.ts';

/** The OpenAPI tag of the certificates' operations. */
export const tags = ['certificates'];

/** Provider staff (policy:manage) or the agency that placed the policy (quote:manage). */
export const EDITORS = ['policy:manage', 'quote:manage'] as const;

/**
 * Who may call, checked as the route's permission is — before the body is read — so a caller
 * the rule refuses gets its 403 whatever it sends. The services check it again.
 */
export const editorsOnly = {
  onRequest: async (request: FastifyRequest) => requireEditor(callerOf(request)),
};
export const requestersOnly = {
  onRequest: async (request: FastifyRequest) => requireRequester(callerOf(request)),
};
