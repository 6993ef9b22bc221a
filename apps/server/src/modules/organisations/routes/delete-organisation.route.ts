import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OrganisationOkSchema, PARTNER_SEGMENTS } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteOrganisation } from '../services/delete-organisation.ts';
import { callerOf } from '../../../context/index.ts';

/** DELETE /api/auth/v1/{type}/{id} — provider staff delete a partner organisation without users. */
export function deleteOrganisationRoute(app: FastifyInstance) {
  for (const segment of PARTNER_SEGMENTS) {
    zodApp(app).delete(
      `/api/auth/v1/${segment}/:id`,
      {
        config: { permission: 'organisation:manage' },
        schema: {
          tags: ['organisations'],
          summary: `Delete a ${segment} organisation`,
          params: z.object({ id: z.uuid() }),
          response: { 200: OrganisationOkSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => deleteOrganisation(app.ctx, callerOf(request), segment, request.params.id),
    );
  }
}
