import type { FastifyInstance } from 'fastify';
import { TagChangeResultSchema, TagDeleteInputSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteTags } from '../services/delete-tags.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function deleteTagsRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/tags/delete',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['tags'],
        summary: 'Delete several tags at once (they come off every account)',
        body: TagDeleteInputSchema,
        response: { 200: TagChangeResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deleteTags(app.ctx, callerOf(request), request.body, requestContext(request)),
  );
}
