import type { FastifyInstance } from 'fastify';
import {
  AccountIdParamsSchema,
  AccountPrecheckRequestSchema,
  AccountPrecheckResultSchema,
  CoverageMappingParamsSchema,
  CoverageMappingSchema,
  coverageMappingFor,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { precheckAccountChange } from '../services/invalidate-quotes.ts';
import { callerOf } from '../../../context/index.ts';

/**
 * The quote detail's companion calls (spec 3 §7 wholesale view): the coverage mapping of a
 * product, and the pre-check of an account change against the account's open quotes.
 */
export function quoteDetailRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/quote/v1/coverage-mapping/:product',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags: ['quotes'],
        summary: "Coverage ids of a product's coverage set mapped to names and groups",
        params: CoverageMappingParamsSchema,
        response: { 200: CoverageMappingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => coverageMappingFor(request.params.product),
  );

  r.post(
    '/api/account/v1/accounts/:accountId/precheck',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary:
          'What saving these firmographics would do to open quotes: WillInvalidateQuotes, WillReferQuotes',
        params: AccountIdParamsSchema,
        body: AccountPrecheckRequestSchema,
        response: { 200: AccountPrecheckResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      precheckAccountChange(app.ctx, callerOf(request), request.params.accountId, request.body),
  );
}
