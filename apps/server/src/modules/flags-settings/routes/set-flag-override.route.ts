import type { FastifyInstance } from 'fastify';
import {
  FlagOverrideParamsSchema,
  FlagOverrideSchema,
  SetFlagOverrideBodySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { setFlagOverride } from '../services/set-flag-override.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

export function setFlagOverrideRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/admin/v1/flags/:key/overrides/:userId',
    {
      config: { permission: 'flag:manage' },
      schema: {
        tags: ['flags-settings'],
        summary: 'Turn a flag on or off for one user',
        params: FlagOverrideParamsSchema,
        body: SetFlagOverrideBodySchema,
        response: { 200: FlagOverrideSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setFlagOverride(
        app.ctx,
        requireAuth(request),
        request.params.key,
        request.params.userId,
        request.body.enabled,
        requestContext(request),
      ),
  );
}
