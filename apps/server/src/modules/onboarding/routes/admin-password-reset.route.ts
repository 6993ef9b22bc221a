import type { FastifyInstance } from 'fastify';
import { EmailParamsSchema, OnboardingMessageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { adminPasswordReset } from '../services/password-reset.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function adminPasswordResetRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/auth/v1/passwords/:email/reset',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['onboarding'],
        summary: "Send a reset e-mail to a user of the caller's organisation (provider: anyone)",
        params: EmailParamsSchema,
        response: { 200: OnboardingMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      adminPasswordReset(app.ctx, callerOf(request), request.params.email, requestContext(request)),
  );
}
