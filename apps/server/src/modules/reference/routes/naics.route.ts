import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NaicsCodeInputSchema,
  NaicsCodePageSchema,
  NaicsCodeSchema,
  NaicsOptionPageSchema,
  NaicsSearchQuerySchema,
  ReferenceIdParamsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createNaicsCode } from '../services/create-naics-code.ts';
import { deleteNaicsCode } from '../services/delete-naics-code.ts';
import { searchNaics } from '../services/search-naics.ts';
import { updateNaicsCode } from '../services/update-naics-code.ts';
import { actorOfRequest } from './caller.ts';
import { requestContext } from '../../../context/index.ts';

const manage = { permission: 'reference:manage' } as const;

/** Industry (NAICS) codes (spec 2 §7 "Industry codes"). */
export function naicsRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/account/v1/naics/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary:
          'NAICS codes by code prefix or title words; dup=0 one row per industry pair, dup=1 every code',
        querystring: NaicsSearchQuerySchema,
        response: {
          200: z.union([NaicsCodePageSchema, NaicsOptionPageSchema]),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => searchNaics(app.ctx, request.query),
  );

  api.post(
    '/api/account/v1/naics',
    {
      config: manage,
      schema: {
        tags: ['reference'],
        summary: 'Add a NAICS code (2 to 6 digits); an existing code is a 409',
        body: NaicsCodeInputSchema,
        response: { 201: NaicsCodeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createNaicsCode(
            app.ctx,
            actorOfRequest(request),
            request.body,
            requestContext(request),
          ),
        ),
  );

  api.put(
    '/api/account/v1/naics/:id',
    {
      config: manage,
      schema: {
        tags: ['reference'],
        summary: 'Change a NAICS code and its industries',
        params: ReferenceIdParamsSchema,
        body: NaicsCodeInputSchema,
        response: { 200: NaicsCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateNaicsCode(
        app.ctx,
        actorOfRequest(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  api.delete(
    '/api/account/v1/naics/:id',
    {
      config: manage,
      schema: {
        tags: ['reference'],
        summary: 'Delete a NAICS code',
        params: ReferenceIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteNaicsCode(
        app.ctx,
        actorOfRequest(request),
        request.params.id,
        requestContext(request),
      );
      return reply.status(204).send(null);
    },
  );
}
