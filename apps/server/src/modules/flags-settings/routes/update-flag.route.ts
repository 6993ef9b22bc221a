import type { FastifyInstance } from 'fastify';
import { AdminFlagSchema, FlagKeyParamsSchema, UpdateFlagBodySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { updateFlag } from '../services/update-flag.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function updateFlagRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/admin/v1/flags/:key',
    {
      config: { permission: 'flag:manage' },
      schema: {
        tags: ['flags-settings'],
        summary: 'Turn a flag on or off and change its settings (payload validated per flag)',
        params: FlagKeyParamsSchema,
        body: UpdateFlagBodySchema,
        response: { 200: AdminFlagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateFlag(
        app.ctx,
        requireAuth(request),
        request.params.key,
        request.body,
        requestContext(request),
      ),
  );
}
