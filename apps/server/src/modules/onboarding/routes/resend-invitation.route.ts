import type { FastifyInstance } from 'fastify';
import { InvitationIdParamsSchema, InvitationSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { resendInvitation } from '../services/manage-invitations.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function resendInvitationRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/invitations/:id/resend',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['onboarding'],
        summary: 'Send an invitation again with a new link and code',
        params: InvitationIdParamsSchema,
        response: { 200: InvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      resendInvitation(app.ctx, callerOf(request), request.params.id, requestContext(request)),
  );
}
