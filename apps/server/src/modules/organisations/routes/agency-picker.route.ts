import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  GroupAgencyOptionPageSchema,
  GroupAgentOptionListSchema,
  ListQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listAgencyAgents, searchAgencies } from '../services/agency-picker.ts';

/** Pickers of the members panel (provider staff): agencies, and the agents of one agency. */
export function agencyPickerRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/organisations/agencies',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags: ['organisations'],
        summary: 'Agencies to add to a cluster or an aggregator',
        querystring: ListQuerySchema,
        response: { 200: GroupAgencyOptionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchAgencies(app.ctx, request.query),
  );

  zodApp(app).get(
    '/api/account/v1/organisations/agencies/:id/agents',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags: ['organisations'],
        summary: 'Agents of an agency (the aggregator relation names one)',
        params: z.object({ id: z.uuid() }),
        response: { 200: GroupAgentOptionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAgencyAgents(app.ctx, request.params.id),
  );
}
