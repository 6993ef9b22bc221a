import type { FastifyInstance } from 'fastify';
import { SsoTokenRequestSchema, TokenPairSchema } from '@cyber/domain';
import { loggableError } from '../../../lib/log.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { ssoSignIn } from '../services/sso-sign-in.ts';
import { requestContext } from '../../../context/index.ts';

/**
 * POST /api/auth/v1/sso/token (spec 1 §7) — finish single sign-on with what the identity
 * provider sent back to `/sso/callback`: a session, as the password sign-in answers.
 */
export function ssoTokenRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/sso/token',
    {
      config: { permission: 'public', sessionOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Finish single sign-on: exchange the authorization code for a session',
        body: SsoTokenRequestSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      ssoSignIn(app.ctx, request.body, requestContext(request), (error) =>
        request.log.warn(
          { err: error instanceof Error ? loggableError(error) : error },
          'single sign-on: the authorization code was refused',
        ),
      ),
  );
}
