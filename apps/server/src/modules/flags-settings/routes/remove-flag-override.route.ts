import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FlagOverrideParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { removeFlagOverride } from '../services/remove-flag-override.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function removeFlagOverrideRoute(app: FastifyInstance) {
  zodApp(app).delete(
    '/api/admin/v1/flags/:key/overrides/:userId',
    {
      config: { permission: 'flag:manage' },
      schema: {
        tags: ['flags-settings'],
        summary: "Remove a user's override: they see the flag as everyone does",
        params: FlagOverrideParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeFlagOverride(
        app.ctx,
        requireAuth(request),
        request.params.key,
        request.params.userId,
        requestContext(request),
      );
      return reply.status(204).send(null);
    },
  );
}
