import type { FastifyInstance } from 'fastify';
import { AcceptInvitationRequestSchema, AcceptInvitationResponseSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { acceptInvitation } from '../services/accept-invitation.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function acceptInvitationRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/invitations/accept',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['onboarding'],
        summary: 'Accept an invitation sent to the signed-in user (EXISTING_USER and variants)',
        body: AcceptInvitationRequestSchema,
        response: { 200: AcceptInvitationResponseSchema, ...errorResponses(400, 401, 404, 412) },
      },
    },
    async (request) =>
      acceptInvitation(
        app.ctx,
        requireAuth(request),
        request.body.validationToken,
        requestContext(request),
      ),
  );
}
