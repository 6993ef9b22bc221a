import type { FastifyInstance } from 'fastify';
import {
  EmailParamsSchema,
  ForgotPasswordQuerySchema,
  OnboardingMessageSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { requestPasswordReset } from '../services/password-reset.ts';
import { requestContext } from '../../../context/index.ts';

export function forgotPasswordRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/passwords/:email/reset',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Forgot password: e-mail a reset link (captcha required; same answer for all)',
        params: EmailParamsSchema,
        querystring: ForgotPasswordQuerySchema,
        response: { 200: OnboardingMessageSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) =>
      requestPasswordReset(
        app.ctx,
        request.params.email,
        request.query.captcha,
        requestContext(request),
      ),
  );
}
