import type { FastifyInstance } from 'fastify';
import { RefreshRequestSchema, TokenPairSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { refreshSession } from '../services/refresh-session.ts';
import { requestContext } from '../../../context/index.ts';

export function accessRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/access',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
        body: RefreshRequestSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => refreshSession(app.ctx, request.body.refreshToken, requestContext(request)),
  );
}
