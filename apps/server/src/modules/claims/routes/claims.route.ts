import type { FastifyInstance } from 'fastify';
import {
  ClaimCreateSchema,
  ClaimIdParamsSchema,
  ClaimInputSchema,
  ClaimMessageSchema,
  ClaimPageSchema,
  ClaimSaveResultSchema,
  ClaimSearchQuerySchema,
  ClaimViewSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteClaim, getClaim, searchClaims } from '../services/claims.ts';
import { createClaim, updateClaim } from '../services/save-claim.ts';
import { callerOf } from '../../../context/index.ts';

/** Claims (spec 2 §7 "Claims"): create, read, save/file, delete, search. */
export function claimRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['claims'];

  api.post(
    '/api/policy/v1/claim',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary: 'A new claim for an account: saved (UN_FILED) or filed (isFiled → FILED)',
        body: ClaimCreateSchema,
        response: { 201: ClaimSaveResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createClaim(app.ctx, callerOf(request), request.body)),
  );

  api.get(
    '/api/claims/v1/search',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: 'The claims the caller may see (sort created|isFiled|modified; accountId, status)',
        querystring: ClaimSearchQuerySchema,
        response: { 200: ClaimPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchClaims(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/claims/v1/:id',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: 'One claim',
        params: ClaimIdParamsSchema,
        response: { 200: ClaimViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getClaim(app.ctx, callerOf(request), request.params.id),
  );

  api.put(
    '/api/claims/v1/:id',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary: 'Save a claim again; isFiled files an UN_FILED claim',
        params: ClaimIdParamsSchema,
        body: ClaimInputSchema,
        response: { 200: ClaimSaveResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateClaim(app.ctx, callerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/claims/v1/:id',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary: 'Delete a claim (soft): UN_FILED for the account, any for provider staff',
        params: ClaimIdParamsSchema,
        response: { 200: ClaimMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteClaim(app.ctx, callerOf(request), request.params.id),
  );
}
