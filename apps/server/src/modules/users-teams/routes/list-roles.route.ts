import type { FastifyInstance } from 'fastify';
import { RoleListSchema, RolesQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listRoles } from '../services/list-roles.ts';
import { callerOf } from '../../../context/index.ts';

export function listRolesRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/roles',
    {
      config: { permission: 'user:view' },
      schema: {
        tags: ['users-teams'],
        summary: 'Roles per account type (provider staff: any type; others: their own)',
        querystring: RolesQuerySchema,
        response: { 200: RoleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listRoles(callerOf(request), request.query),
  );
}
