import type { FastifyInstance } from 'fastify';
import { InvitationListQuerySchema, InvitationPageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listInvitations } from '../services/manage-invitations.ts';
import { callerOf } from '../../../context/index.ts';

export function listInvitationsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/invitations',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['onboarding'],
        summary: "The invitations into the caller's organisation (provider staff: all)",
        querystring: InvitationListQuerySchema,
        response: { 200: InvitationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listInvitations(app.ctx, callerOf(request), request.query),
  );
}
