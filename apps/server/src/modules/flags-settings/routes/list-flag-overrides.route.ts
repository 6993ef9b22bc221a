import type { FastifyInstance } from 'fastify';
import {
  FlagKeyParamsSchema,
  FlagOverrideListQuerySchema,
  FlagOverridePageSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listFlagOverrides } from '../services/list-flag-overrides.ts';

export function listFlagOverridesRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/admin/v1/flags/:key/overrides',
    {
      config: { permission: 'flag:manage' },
      schema: {
        tags: ['flags-settings'],
        summary: 'The users with their own value of a flag, by e-mail',
        params: FlagKeyParamsSchema,
        querystring: FlagOverrideListQuerySchema,
        response: { 200: FlagOverridePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listFlagOverrides(app.ctx, request.params.key, request.query),
  );
}
