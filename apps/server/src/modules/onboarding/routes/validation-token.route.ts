import type { FastifyInstance } from 'fastify';
import { ValidationTokenInfoSchema, ValidationTokenParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getValidationToken } from '../services/get-validation-token.ts';

export function validationTokenRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/validationTokens/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'The invitation behind a landing-page link',
        params: ValidationTokenParamsSchema,
        response: { 200: ValidationTokenInfoSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getValidationToken(app.ctx, request.params.token),
  );
}
