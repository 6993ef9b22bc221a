import type { FastifyInstance } from 'fastify';
import {
  OrganisationPageSchema,
  OrganisationSearchQuerySchema,
  PARTNER_SEGMENTS,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchOrganisations } from '../services/search-organisations.ts';
import { callerOf } from '../../../context/index.ts';

/** GET /api/account/v1/{da|cluster|carrier|reinsurer|premiumprocessor|mssp|vendor}/search */
export function searchOrganisationsRoute(app: FastifyInstance) {
  for (const segment of PARTNER_SEGMENTS) {
    zodApp(app).get(
      `/api/account/v1/${segment}/search`,
      {
        config: { permission: 'organisation:view' },
        schema: {
          tags: ['organisations'],
          summary: `Search ${segment} organisations (provider staff)`,
          querystring: OrganisationSearchQuerySchema,
          response: { 200: OrganisationPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => searchOrganisations(app.ctx, callerOf(request), segment, request.query),
    );
  }
}
