import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AccountTagsSchema, AgencyScopeQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { accountTags } from '../services/account-tags.ts';
import { callerOf } from '../../../context/index.ts';

export function accountTagsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/accounts/:id/tags',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['tags'],
        summary: "An account's tags (the caller's agency's; provider staff: all or one agency's)",
        params: z.object({ id: z.uuid() }),
        querystring: AgencyScopeQuerySchema,
        response: { 200: AccountTagsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      accountTags(app.ctx, callerOf(request), request.params.id, request.query.agencyId),
  );
}
