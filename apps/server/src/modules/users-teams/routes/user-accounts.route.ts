import type { FastifyInstance } from 'fastify';
import {
  PutUserAccountsRequestSchema,
  UserAccountsQuerySchema,
  UserAccountsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getUserAccounts, putUserAccounts } from '../services/user-accounts.ts';
import { callerOf } from '../../../context/index.ts';

/** Add accounts to a user (provider staff): read and replace a user's organisations. */
export function userAccountsRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/users/accounts',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users-teams'],
        summary: "A user's accounts with role and teams, by userId or email (provider staff)",
        querystring: UserAccountsQuerySchema,
        response: { 200: UserAccountsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUserAccounts(app.ctx, callerOf(request), request.query),
  );
  zodApp(app).put(
    '/api/auth/v1/users/accounts',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users-teams'],
        summary: "Replace a user's extra accounts: accountRoleMap and accountTeamsMap",
        body: PutUserAccountsRequestSchema,
        response: { 200: UserAccountsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => putUserAccounts(app.ctx, callerOf(request), request.body),
  );
}
