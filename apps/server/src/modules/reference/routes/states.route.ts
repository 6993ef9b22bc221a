import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ReferenceIdParamsSchema, StatePageSchema, StateSearchQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteState } from '../services/delete-state.ts';
import { searchStates } from '../services/search-states.ts';
import { actorOfRequest } from './caller.ts';
import { requestContext } from '../../../context/index.ts';

/** States (spec 2 §7 "State search and delete"; paths designed, see docs/api.md). */
export function statesRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/account/v1/states/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'US states and DC with their time zone (page, size, search, sort)',
        querystring: StateSearchQuerySchema,
        response: { 200: StatePageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchStates(app.ctx, request.query),
  );

  api.delete(
    '/api/account/v1/states/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: ['reference'],
        summary: 'Delete a state: it is no longer offered in forms',
        params: ReferenceIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteState(
        app.ctx,
        actorOfRequest(request),
        request.params.id,
        requestContext(request),
      );
      return reply.status(204).send(null);
    },
  );
}
