import type { FastifyInstance } from 'fastify';
import { CropLogoQuerySchema, CroppedLogoSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { cropAgencyLogo } from '../services/crop-logo.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function cropLogoRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/agency/v1/logo',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agency-logos'],
        summary:
          'Crop the uploaded original (pixels from its top-left corner) into the small or medium logo',
        querystring: CropLogoQuerySchema,
        response: { 200: CroppedLogoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const claims = requireAuth(request);
      const { agencyId, ...crop } = request.query;
      return cropAgencyLogo(
        app.ctx,
        claims,
        { ...crop, agencyId: agencyId ?? claims.accountId },
        requestContext(request),
      );
    },
  );
}
