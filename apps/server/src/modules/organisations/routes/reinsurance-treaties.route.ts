import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AddReinsuredCarrierSchema,
  OrganisationOkSchema,
  ReinsuranceTreatyListSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { addTreaty, listTreaties, removeTreaty } from '../services/reinsurance-treaties.ts';
import { callerOf } from '../../../context/index.ts';

/**
 * The carriers a reinsurer reinsures (reinsurance treaties):
 * GET /api/account/v1/reinsurer/{id}/carriers (provider staff, or the reinsurer's own users),
 * POST /api/account/v1/reinsurer/{id}/carriers and
 * DELETE /api/account/v1/reinsurer/{id}/carriers/{carrierId} (provider staff).
 */
export function reinsuranceTreatiesRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/reinsurer/:id/carriers',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['organisations'],
        summary: 'Carriers a reinsurer reinsures (provider staff, or the reinsurer itself)',
        params: z.object({ id: z.uuid() }),
        response: { 200: ReinsuranceTreatyListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listTreaties(app.ctx, callerOf(request), request.params.id),
  );

  zodApp(app).post(
    '/api/account/v1/reinsurer/:id/carriers',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags: ['organisations'],
        summary: 'Record that a reinsurer reinsures a carrier, with its share (provider staff)',
        params: z.object({ id: z.uuid() }),
        body: AddReinsuredCarrierSchema,
        response: { 201: OrganisationOkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await addTreaty(app.ctx, callerOf(request), request.params.id, request.body);
      return reply.status(201).send(result);
    },
  );

  zodApp(app).delete(
    '/api/account/v1/reinsurer/:id/carriers/:carrierId',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags: ['organisations'],
        summary: 'End a reinsurance treaty (provider staff)',
        params: z.object({ id: z.uuid(), carrierId: z.uuid() }),
        response: { 200: OrganisationOkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      removeTreaty(app.ctx, callerOf(request), request.params.id, request.params.carrierId),
  );
}
