import type { FastifyInstance } from 'fastify';
import { MfaDisableRequestSchema, MfaStatusSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { disableMfa } from '../services/disable-mfa.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function mfaDisableRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/mfa/disable',
    {
      config: { permission: 'profile:manage' },
      schema: {
        tags: ['mfa'],
        summary: 'Turn MFA off with the password (refused while the organisation enforces MFA)',
        body: MfaDisableRequestSchema,
        response: { 200: MfaStatusSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      disableMfa(app.ctx, requireAuth(request), request.body.password, requestContext(request)),
  );
}
