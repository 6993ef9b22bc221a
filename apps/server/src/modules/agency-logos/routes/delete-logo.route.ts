import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOGO_PATH_LETTER, LOGO_SIZES, LogoAgencyParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteAgencyLogo } from '../services/delete-logo.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

/** DELETE /api/agency/v1/logo/s/{id} and /logo/m/{id}. */
export function deleteLogoRoutes(app: FastifyInstance) {
  for (const size of LOGO_SIZES) {
    zodApp(app).delete(
      `/api/agency/v1/logo/${LOGO_PATH_LETTER[size]}/:id`,
      {
        config: { permission: 'agency:manage' },
        schema: {
          tags: ['agency-logos'],
          summary: `Remove the agency's ${size} logo`,
          params: LogoAgencyParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deleteAgencyLogo(
          app.ctx,
          requireAuth(request),
          request.params.id,
          size,
          requestContext(request),
        );
        return reply.status(204).send(null);
      },
    );
  }
}
