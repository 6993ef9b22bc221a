import type { FastifyInstance } from 'fastify';
import { AccountIdParamsSchema, AccountSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getAccount } from '../services/get-account.ts';
import { callerOf } from '../../../context/index.ts';

export function getAccountRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/accounts/:accountId',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'One account (404 when it is not visible to the caller)',
        params: AccountIdParamsSchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAccount(app.ctx, callerOf(request), request.params.accountId),
  );
}
