import type { FastifyInstance } from 'fastify';
import { CreateInvitationRequestSchema, InvitationSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createInvitation } from '../services/create-invitation.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function createInvitationRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/invitations',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['onboarding'],
        summary: 'Invite a person into an organisation, or to create one (provider staff)',
        body: CreateInvitationRequestSchema,
        response: { 201: InvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await createInvitation(
        app.ctx,
        callerOf(request),
        request.body,
        requestContext(request),
      );
      return reply.status(201).send(invitation);
    },
  );
}
