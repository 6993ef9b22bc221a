import type { FastifyInstance } from 'fastify';
import { MfaStatusSchema, MfaVerifyRequestSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { verifyMfaEnrolment } from '../services/verify-mfa-enrolment.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function mfaVerifyRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/mfa/verify',
    {
      config: { permission: 'profile:manage' },
      schema: {
        tags: ['mfa'],
        summary:
          'Prove the pending factor (two consecutive TOTP codes, or the sent code) and turn MFA on',
        body: MfaVerifyRequestSchema,
        response: { 200: MfaStatusSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      verifyMfaEnrolment(app.ctx, requireAuth(request), request.body, requestContext(request)),
  );
}
