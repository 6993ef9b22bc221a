import type { FastifyInstance } from 'fastify';
import { MeSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getMe } from '../services/get-me.ts';
import { requireAuth } from '../../../context/index.ts';

export function meRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/me',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and the account they act in',
        response: { 200: MeSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      getMe(app.ctx, requireAuth(request), request.actor?.subscriberAccountId ?? undefined),
  );
}
