import type { FastifyInstance } from 'fastify';
import {
  OrganisationScopeQuerySchema,
  OrganisationUserSchema,
  UserIdParamsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getUser } from '../services/get-user.ts';
import { callerOf } from '../../../context/index.ts';

export function getUserRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/users/:id',
    {
      config: { permission: 'user:view' },
      schema: {
        tags: ['users-teams'],
        summary: 'One user of the organisation (404 for anyone else)',
        params: UserIdParamsSchema,
        querystring: OrganisationScopeQuerySchema,
        response: { 200: OrganisationUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getUser(app.ctx, callerOf(request), request.params.id, request.query.organisationId),
  );
}
