import type { FastifyInstance } from 'fastify';
import { MfaUpdateBodySchema, MfaUpdateQuerySchema, MfaUpdateResponseSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { startMfaEnrolment } from '../services/start-mfa-enrolment.ts';
import { requireAuth } from '../../../context/index.ts';

export function mfaUpdateRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/auth/v1/mfa/update',
    {
      config: { permission: 'profile:manage' },
      schema: {
        tags: ['mfa'],
        summary:
          'Start setting up a second factor (GOOGLE: new secret and QR; SMS/EMAIL: send a code)',
        querystring: MfaUpdateQuerySchema,
        body: MfaUpdateBodySchema,
        response: { 200: MfaUpdateResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      startMfaEnrolment(app.ctx, requireAuth(request), request.query.mfaType, request.body),
  );
}
