import type { FastifyInstance } from 'fastify';
import { AccountIdParamsSchema, ProfileScoreSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getProfileScore } from '../services/get-profile-score.ts';
import { callerOf } from '../../../context/index.ts';

export function profileScoreRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/accounts/:accountId/score',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'Profile score 0–10, the facts behind it and whether quoting is possible',
        params: AccountIdParamsSchema,
        response: { 200: ProfileScoreSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getProfileScore(app.ctx, callerOf(request), request.params.accountId),
  );
}
