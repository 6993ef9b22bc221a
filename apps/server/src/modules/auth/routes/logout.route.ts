import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LogoutRequestSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { logoutSession } from '../services/logout-session.ts';
import { requestActor, requestContext, requireAuth } from '../../../context/index.ts';

export function logoutRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/logout',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'End the session: its refresh and access tokens stop working',
        body: LogoutRequestSchema.optional(),
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logoutSession(
        app.ctx,
        requireAuth(request),
        request.body?.refreshToken,
        requestContext(request),
        requestActor(request),
      );
      return reply.status(204).send(null);
    },
  );
}
