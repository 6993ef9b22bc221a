import type { FastifyInstance } from 'fastify';
import { ApplyTagsInputSchema, TagChangeResultSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { applyTags } from '../services/apply-tags.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function applyTagsRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/tags/apply',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['tags'],
        summary: 'Add and remove tags on several accounts at once (ApplyChangeTags)',
        body: ApplyTagsInputSchema,
        response: { 200: TagChangeResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => applyTags(app.ctx, callerOf(request), request.body, requestContext(request)),
  );
}
