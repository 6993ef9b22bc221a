import type { FastifyInstance } from 'fastify';
import { SsoStartRequestSchema, SsoStartResponseSchema } from '@cyber/domain';
import { loggableError } from '../../../lib/log.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { startSso } from '../services/sso-start.ts';
import { requestContext } from '../../../context/index.ts';

/** POST /api/auth/v1/sso/start — where to sign in for a work e-mail address (decision 061). */
export function ssoStartRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/sso/start',
    {
      config: { permission: 'public', sessionOnly: true },
      schema: {
        tags: ['auth'],
        summary: "Start single sign-on at the identity provider of the e-mail address's domain",
        body: SsoStartRequestSchema,
        response: { 200: SsoStartResponseSchema, ...errorResponses(400, 404, 409, 429, 503) },
      },
    },
    async (request) =>
      startSso(app.ctx, request.body, requestContext(request), (error) =>
        request.log.warn(
          { err: error instanceof Error ? loggableError(error) : error },
          'single sign-on: the identity provider could not be used',
        ),
      ),
  );
}
