import type { FastifyInstance } from 'fastify';
import {
  AccountDueSchema,
  AccountIdParamsSchema,
  AccountPaymentResultSchema,
  PayForAccountSchema,
} from '@cyber/domain';
import { callerOf, requestContext } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { BillingDeps } from '../billing.context.ts';
import { accountDue, payForAccount } from '../services/pay-for-account.ts';
import { idempotencyKeyOf } from './payments.route.ts';

const tags = ['payments'];

/** Paying for an account (spec 3 §7 payfor/{accountId}; decision 060). */
export function payForAccountRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.get(
    '/api/billing/v1/payfor/:accountId',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'What the account owes, policy by policy, and what cannot be paid here',
        params: AccountIdParamsSchema,
        response: { 200: AccountDueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => accountDue(deps, callerOf(request), request.params.accountId),
  );

  r.post(
    '/api/billing/v1/payfor/:accountId',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary:
          'Pay what the account owes on all its policies in one charge (Idempotency-Key header)',
        params: AccountIdParamsSchema,
        body: PayForAccountSchema,
        response: {
          200: AccountPaymentResultSchema,
          201: AccountPaymentResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await payForAccount(
        deps,
        callerOf(request),
        requestContext(request),
        request.params.accountId,
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );
}
