import type { FastifyInstance } from 'fastify';
import { CreateUserRequestSchema, OrganisationUserSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createUser } from '../services/create-user.ts';
import { callerOf } from '../../../context/index.ts';

export function createUserRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/users',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users-teams'],
        summary: 'Create a user; they get the confirm-user e-mail to choose a password',
        body: CreateUserRequestSchema,
        response: { 201: OrganisationUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.ctx, callerOf(request), request.body)),
  );
}
