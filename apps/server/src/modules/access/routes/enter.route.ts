import type { FastifyInstance } from 'fastify';
import { EnterTokenParamsSchema, TokenPairSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { enterWithToken } from '../services/enter-with-token.ts';
import { requestContext } from '../../../context/index.ts';

export function enterRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/admin/enter/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['access'],
        summary: 'Exchange a jump or switch token (single use, 60 s) for a new session',
        params: EnterTokenParamsSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => enterWithToken(app.ctx, request.params.token, requestContext(request)),
  );
}
