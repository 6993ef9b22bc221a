import type { FastifyInstance } from 'fastify';
import { OrganisationUserPageSchema, UserListQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listUsers } from '../services/list-users.ts';
import { callerOf } from '../../../context/index.ts';

export function listUsersRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/users',
    {
      config: { permission: 'user:view' },
      schema: {
        tags: ['users-teams'],
        summary:
          "The organisation's users (page, size, search, sort; organisationId: provider staff)",
        querystring: UserListQuerySchema,
        response: { 200: OrganisationUserPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listUsers(app.ctx, callerOf(request), request.query),
  );
}
