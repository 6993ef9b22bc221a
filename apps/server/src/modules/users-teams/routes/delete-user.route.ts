import type { FastifyInstance } from 'fastify';
import {
  MessageResponseSchema,
  OrganisationScopeQuerySchema,
  UserIdParamsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteUser } from '../services/delete-user.ts';
import { callerOf } from '../../../context/index.ts';

export function deleteUserRoute(app: FastifyInstance) {
  zodApp(app).delete(
    '/api/auth/v1/users/:id',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users-teams'],
        summary: 'Remove a user from the organisation (and delete them if it was their only one)',
        params: UserIdParamsSchema,
        querystring: OrganisationScopeQuerySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      deleteUser(app.ctx, callerOf(request), request.params.id, request.query.organisationId),
  );
}
