import type { FastifyInstance } from 'fastify';
import { JumpSearchQuerySchema, JumpTargetPageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchJumpTargets } from '../services/search-jump-targets.ts';
import { callerOf } from '../../../context/index.ts';

export function jumpSearchRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/jump/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['access'],
        summary: 'Provider staff: organisations to jump into, by name, location alias or id',
        querystring: JumpSearchQuerySchema,
        response: { 200: JumpTargetPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchJumpTargets(app.ctx, callerOf(request), request.query),
  );
}
