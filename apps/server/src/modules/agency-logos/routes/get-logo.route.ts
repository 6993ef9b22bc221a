import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOGO_PATH_LETTER, LOGO_SIZES, LogoAgencyParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getAgencyLogo } from '../services/get-logo.ts';
import { requireAuth } from '../../../context/index.ts';

/** GET /api/agency/v1/logo/s/{id} and /logo/m/{id}: the image itself, cached per user briefly. */
export function getLogoRoutes(app: FastifyInstance) {
  for (const size of LOGO_SIZES) {
    zodApp(app).get(
      `/api/agency/v1/logo/${LOGO_PATH_LETTER[size]}/:id`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['agency-logos'],
          summary: `The agency's ${size} logo (the image, with its content type)`,
          params: LogoAgencyParamsSchema,
          response: errorResponses(401, 404),
        },
      },
      async (request, typedReply) => {
        const logo = await getAgencyLogo(app.ctx, requireAuth(request), request.params.id, size);
        // The body is the image itself, not one of the JSON shapes declared for errors.
        const reply = typedReply as unknown as FastifyReply;
        void reply
          .header('Cache-Control', 'private, max-age=300, must-revalidate')
          .header('ETag', logo.etag)
          .header('Content-Disposition', 'inline');
        if (request.headers['if-none-match'] === logo.etag) return reply.status(304).send();
        return reply.type(logo.contentType).send(logo.bytes);
      },
    );
  }
}
