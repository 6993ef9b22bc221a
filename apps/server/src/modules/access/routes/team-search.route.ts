import type { FastifyInstance } from 'fastify';
import { TeamListSchema, TeamSearchQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchTeams } from '../services/search-teams.ts';
import { callerOf } from '../../../context/index.ts';

export function teamSearchRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/teams/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['access'],
        summary: 'Teams of the organisation acted in, by name: a list of { id, name }',
        querystring: TeamSearchQuerySchema,
        response: { 200: TeamListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchTeams(app.ctx, callerOf(request), request.query),
  );
}
