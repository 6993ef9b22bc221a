import type { FastifyInstance } from 'fastify';
import {
  ValidatePasswordQuerySchema,
  ValidatePasswordRequestSchema,
  ValidatePasswordResponseSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { validatePassword } from '../services/validate-password.ts';

export function validatePasswordRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/validate-password',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'The constraints a password breaks (the token tells whose address to avoid)',
        querystring: ValidatePasswordQuerySchema,
        body: ValidatePasswordRequestSchema,
        response: { 200: ValidatePasswordResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => validatePassword(app.ctx, request.body.password, request.query.token),
  );
}
