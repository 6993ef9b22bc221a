import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AgencyScopeQuerySchema, TagSavedSchema, TagUpdateInputSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { updateTag } from '../services/update-tag.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function updateTagRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/account/v1/tags/:id',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['tags'],
        summary: 'Rename or recolour a tag',
        params: z.object({ id: z.uuid() }),
        querystring: AgencyScopeQuerySchema,
        body: TagUpdateInputSchema,
        response: { 200: TagSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateTag(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        request.query.agencyId,
        requestContext(request),
      ),
  );
}
