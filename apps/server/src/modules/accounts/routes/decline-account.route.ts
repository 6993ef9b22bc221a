import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AccountDeclineInputSchema, AccountIdParamsSchema, AccountSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { declineAccount } from '../services/decline-account.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function declineAccountRoute(app: FastifyInstance) {
  zodApp(app).put(
    '/api/account/v1/accounts/decline/:accountId',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Decline an account (productType, reason, reasonSummary)',
        params: AccountIdParamsSchema,
        body: AccountDeclineInputSchema,
        response: {
          200: z.object({ message: z.string(), account: AccountSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      declineAccount(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
