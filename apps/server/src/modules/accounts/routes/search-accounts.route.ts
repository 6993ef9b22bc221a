import type { FastifyInstance } from 'fastify';
import { AccountPageSchema, AccountSearchQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchAccounts } from '../services/search-accounts.ts';
import { callerOf } from '../../../context/index.ts';

export function searchAccountsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/accounts/search',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'Account search: name or cbid prefix, state or country, city, zip (size 10)',
        querystring: AccountSearchQuerySchema,
        response: { 200: AccountPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchAccounts(app.ctx, callerOf(request), request.query),
  );
}
