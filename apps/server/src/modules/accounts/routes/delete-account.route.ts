import type { FastifyInstance } from 'fastify';
import { AccountIdParamsSchema, AccountMessageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteAccount } from '../services/delete-account.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function deleteAccountRoute(app: FastifyInstance) {
  zodApp(app).delete(
    '/api/account/v1/accounts/:accountId',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete an account (admins; an agency removes it from its own book)',
        params: AccountIdParamsSchema,
        response: { 200: AccountMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deleteAccount(app.ctx, callerOf(request), request.params.accountId, requestContext(request)),
  );
}
