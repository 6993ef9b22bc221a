import type { FastifyInstance } from 'fastify';
import { OnboardingMessageSchema, ValidationTokenParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { validateEmail } from '../services/email-validation.ts';
import { requestContext } from '../../../context/index.ts';

export function validateEmailRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/validateEmail/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Use an e-mail validation link (single use); the user can then sign in',
        params: ValidationTokenParamsSchema,
        response: { 200: OnboardingMessageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => validateEmail(app.ctx, request.params.token, requestContext(request)),
  );
}
