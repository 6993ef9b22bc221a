import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CommissionAgencyParamsSchema,
  CommissionHoldSchema,
  CommissionLinePageSchema,
  CommissionLineQuerySchema,
  CommissionPaymentSchema,
  CommissionPayoutSchema,
  CommissionRatesSchema,
  CommissionStatementDocQuerySchema,
  CommissionStatementPageSchema,
  CommissionStatementQuerySchema,
  CommissionTokenQuerySchema,
  CommissionTokenSchema,
  MessageResponseSchema,
  OutstandingCommissionPageSchema,
  OutstandingQuerySchema,
  PayoutAccountSchema,
  PayoutListSchema,
  SaveCommissionRatesSchema,
  SavePayoutAccountSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import { sendFile } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import { commissionStatementDocument } from '../services/commission-statement.ts';
import {
  deletePayoutAccount,
  listPayouts,
  payCommission,
  payoutAccountOf,
  payoutToken,
  ratesOf,
  saveRates,
  savePayoutAccount,
  searchCommissionLines,
  searchOutstanding,
  searchStatements,
  toggleCommission,
} from '../services/commissions.ts';
import { idempotencyKeyOf } from './payments.route.ts';

const tags = ['commissions'];

/** Commissions (spec 3 §7 "Commissions"; decision 054). */
export function commissionRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.get(
    '/api/billing/v1/commissions',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary:
          'Commission lines: each invoice’s commission (staff every agency, an agency its own)',
        querystring: CommissionLineQuerySchema,
        response: { 200: CommissionLinePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchCommissionLines(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/billing/v1/statements/aggregate',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'Commission statements: each agency’s months with commission earned and paid',
        querystring: CommissionStatementQuerySchema,
        response: { 200: CommissionStatementPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchStatements(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/docs/v1/commissions',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'A month’s commission statement as a PDF or a spreadsheet (CSV)',
        querystring: CommissionStatementDocQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendFile(reply, await commissionStatementDocument(deps, callerOf(request), request.query)),
  );

  r.get(
    '/api/billing/v1/commissions/outstanding',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'Outstanding balances: the commission owed to each agency, held and payable',
        querystring: OutstandingQuerySchema,
        response: { 200: OutstandingCommissionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchOutstanding(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/billing/v1/commissions/payouts',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'The commission payments made to an agency, newest first',
        querystring: CommissionTokenQuerySchema,
        response: { 200: PayoutListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPayouts(deps, callerOf(request), request.query.agencyId),
  );

  r.get(
    '/api/billing/v1/commissions/token',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'The payout token of the agency’s bank account (provider staff, before paying)',
        querystring: CommissionTokenQuerySchema,
        response: { 200: CommissionTokenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => payoutToken(deps, callerOf(request), request.query.agencyId),
  );

  r.post(
    '/api/billing/v1/commissions/payment',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'Pay an agency commission to its bank account (provider staff; Idempotency-Key)',
        body: CommissionPaymentSchema,
        response: {
          200: CommissionPayoutSchema,
          201: CommissionPayoutSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { payout, replayed } = await payCommission(
        deps,
        callerOf(request),
        requestContext(request),
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(payout);
    },
  );

  r.put(
    '/api/billing/v1/commissions/:policyId/toggle',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'Hold a policy’s commission, or release it for payment (provider staff)',
        params: z.object({ policyId: z.uuid({ error: 'Policy not found' }) }),
        response: { 200: CommissionHoldSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toggleCommission(deps, callerOf(request), requestContext(request), request.params.policyId),
  );

  r.get(
    '/api/billing/v1/commissions/rates/:agencyId',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'The agency’s commission rate for each product',
        params: CommissionAgencyParamsSchema,
        response: { 200: CommissionRatesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ratesOf(deps, callerOf(request), request.params.agencyId),
  );

  r.put(
    '/api/billing/v1/commissions/rates/:agencyId',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'Set the agency’s commission rates (provider staff; new policies earn them)',
        params: CommissionAgencyParamsSchema,
        body: SaveCommissionRatesSchema,
        response: { 200: CommissionRatesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveRates(
        deps,
        callerOf(request),
        requestContext(request),
        request.params.agencyId,
        request.body,
      ),
  );

  r.get(
    '/api/billing/v1/commissions/ach/:agencyId',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'The bank account the agency is paid commission to (masked)',
        params: CommissionAgencyParamsSchema,
        response: { 200: PayoutAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => payoutAccountOf(deps, callerOf(request), request.params.agencyId),
  );

  r.put(
    '/api/billing/v1/commissions/ach/:agencyId',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'Save the agency’s payout bank account as a browser-made token (agency admins)',
        params: CommissionAgencyParamsSchema,
        body: SavePayoutAccountSchema,
        response: { 200: PayoutAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      savePayoutAccount(
        deps,
        callerOf(request),
        requestContext(request),
        request.params.agencyId,
        request.body,
      ),
  );

  r.delete(
    '/api/billing/v1/commissions/ach/:agencyId',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'Delete the agency’s payout bank account (agency admins)',
        params: CommissionAgencyParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deletePayoutAccount(
        deps,
        callerOf(request),
        requestContext(request),
        request.params.agencyId,
      ),
  );
}
