import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OrganisationSchema, OrganisationWriteSchema, PARTNER_SEGMENTS } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { updateOrganisation } from '../services/update-organisation.ts';
import { callerOf } from '../../../context/index.ts';

/** PUT /api/auth/v1/{type}/{id} — provider staff change a partner organisation. */
export function updateOrganisationRoute(app: FastifyInstance) {
  for (const segment of PARTNER_SEGMENTS) {
    zodApp(app).put(
      `/api/auth/v1/${segment}/:id`,
      {
        config: { permission: 'organisation:manage' },
        schema: {
          tags: ['organisations'],
          summary: `Update a ${segment} organisation`,
          params: z.object({ id: z.uuid() }),
          body: OrganisationWriteSchema,
          response: { 200: OrganisationSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        updateOrganisation(app.ctx, callerOf(request), segment, request.params.id, request.body),
    );
  }
}
