import type { FastifyInstance } from 'fastify';
import { OrganisationGetQuerySchema, OrganisationSchema, PARTNER_SEGMENTS } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getOrganisation } from '../services/get-organisation.ts';
import { callerOf } from '../../../context/index.ts';

/** GET /api/account/v1/{type}?id= — one organisation; without id, the caller's own. */
export function getOrganisationRoute(app: FastifyInstance) {
  for (const segment of PARTNER_SEGMENTS) {
    zodApp(app).get(
      `/api/account/v1/${segment}`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['organisations'],
          summary: `One ${segment} organisation (by id for provider staff, else the caller's own)`,
          querystring: OrganisationGetQuerySchema,
          response: { 200: OrganisationSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => getOrganisation(app.ctx, callerOf(request), segment, request.query.id),
    );
  }
}
