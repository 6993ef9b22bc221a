import type { FastifyInstance } from 'fastify';
import { OrganisationUserSchema, UpdateUserRequestSchema, UserIdParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { updateUser } from '../services/update-user.ts';
import { callerOf } from '../../../context/index.ts';

export function updateUserRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/auth/v1/users/:id',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users-teams'],
        summary: 'Update names, phone, role, contact flags and slack handle',
        params: UserIdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: OrganisationUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUser(app.ctx, callerOf(request), request.params.id, request.body),
  );
}
