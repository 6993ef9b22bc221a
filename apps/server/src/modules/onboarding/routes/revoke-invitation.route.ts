import type { FastifyInstance } from 'fastify';
import { InvitationIdParamsSchema, InvitationSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { revokeInvitation } from '../services/manage-invitations.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function revokeInvitationRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/invitations/:id/revoke',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['onboarding'],
        summary: 'Withdraw a pending invitation',
        params: InvitationIdParamsSchema,
        response: { 200: InvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      revokeInvitation(app.ctx, callerOf(request), request.params.id, requestContext(request)),
  );
}
