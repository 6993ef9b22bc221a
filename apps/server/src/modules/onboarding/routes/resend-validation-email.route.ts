import type { FastifyInstance } from 'fastify';
import { EmailParamsSchema, OnboardingMessageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { resendValidationEmail } from '../services/email-validation.ts';
import { requestContext } from '../../../context/index.ts';

export function resendValidationEmailRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/resendValidationEmail/:email',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Send a new validation link (same answer for every address)',
        params: EmailParamsSchema,
        response: { 200: OnboardingMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      resendValidationEmail(app.ctx, request.params.email, requestContext(request)),
  );
}
