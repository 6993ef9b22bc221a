import type { FastifyInstance } from 'fastify';
import { FlagUserListSchema, FlagUserSearchQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchFlagUsers } from '../services/search-flag-users.ts';

export function searchFlagUsersRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/admin/v1/flags/users',
    {
      config: { permission: 'flag:manage' },
      schema: {
        tags: ['flags-settings'],
        summary: 'Find users by part of their e-mail address, to give them an override',
        querystring: FlagUserSearchQuerySchema,
        response: { 200: FlagUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ content: await searchFlagUsers(app.ctx, request.query.search) }),
  );
}
