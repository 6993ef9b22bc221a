import type { FastifyInstance } from 'fastify';
import { AccountListQuerySchema, AccountPageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listAccounts } from '../services/list-accounts.ts';
import { callerOf } from '../../../context/index.ts';
import type { AccountsModuleOptions } from '../accounts.context.ts';

export function listAccountsRoute(app: FastifyInstance, options: AccountsModuleOptions) {
  zodApp(app).get(
    '/api/account/v1/accounts',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'The accounts the caller sees (page, size, sort, search, teamId, accountFilter)',
        querystring: AccountListQuerySchema,
        response: { 200: AccountPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAccounts(app.ctx, options, callerOf(request), request.query),
  );
}
