import type { FastifyInstance } from 'fastify';
import { AccountIdParamsSchema, AccountSchema, AccountUpdateInputSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { updateAccount } from '../services/update-account.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function updateAccountRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/account/v1/accounts/:accountId',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: "Replace an account's firmographics and addresses",
        params: AccountIdParamsSchema,
        body: AccountUpdateInputSchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateAccount(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
