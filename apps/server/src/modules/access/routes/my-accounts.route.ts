import type { FastifyInstance } from 'fastify';
import { MyAccountListSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listMyAccounts } from '../services/list-my-accounts.ts';
import { callerOf } from '../../../context/index.ts';

export function myAccountsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/accounts/mine',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['access'],
        summary: 'The organisations the user belongs to (the switch-account list)',
        response: { 200: MyAccountListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listMyAccounts(app.ctx, callerOf(request)),
  );
}
