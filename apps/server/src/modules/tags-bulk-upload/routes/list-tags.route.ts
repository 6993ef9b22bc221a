import type { FastifyInstance } from 'fastify';
import { TagListQuerySchema, TagPageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listTags } from '../services/list-tags.ts';
import { callerOf } from '../../../context/index.ts';

export function listTagsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/tags',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['tags'],
        summary: "The agency's tags with usage counts (provider staff pass agencyId)",
        querystring: TagListQuerySchema,
        response: { 200: TagPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listTags(app.ctx, callerOf(request), request.query),
  );
}
