import type { FastifyInstance } from 'fastify';
import { TagCreateInputSchema, TagSavedSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createTag } from '../services/create-tag.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function createTagRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/tags',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['tags'],
        summary: 'Create a tag (409 when the agency has one of that name, ignoring case)',
        body: TagCreateInputSchema,
        response: { 201: TagSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTag(app.ctx, callerOf(request), request.body, requestContext(request))),
  );
}
