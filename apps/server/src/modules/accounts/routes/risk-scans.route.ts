import type { FastifyInstance } from 'fastify';
import {
  AccountIdParamsSchema,
  AccountRiskSchema,
  AccountScannedSchema,
  PORTFOLIO_RISK_PATH,
  PortfolioRiskSchema,
  RiskScanListQuerySchema,
  RiskScanPageSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  getAccountRisk,
  getPortfolioRisk,
  listAccountScans,
  scanAccount,
} from '../services/risk-scans.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** Risk factors (spec 3 §3): the latest picture, the history and the on-demand scan. */
export function riskScansRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.get(
    PORTFOLIO_RISK_PATH,
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'The risk of the accounts the caller looks after: counts, score, the weakest',
        response: { 200: PortfolioRiskSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getPortfolioRisk(app.ctx, callerOf(request)),
  );
  api.get(
    '/api/account/v1/accounts/:accountId/risk',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'The newest risk scan with company, industry and portfolio scores',
        params: AccountIdParamsSchema,
        response: { 200: AccountRiskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAccountRisk(app.ctx, callerOf(request), request.params.accountId),
  );
  api.get(
    '/api/account/v1/accounts/:accountId/scans',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'Scan history, newest first',
        params: AccountIdParamsSchema,
        querystring: RiskScanListQuerySchema,
        response: { 200: RiskScanPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listAccountScans(app.ctx, callerOf(request), request.params.accountId, request.query),
  );
  api.post(
    '/api/account/v1/accounts/:accountId/scans',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'On-demand scan (one per account per minute; 429 sooner)',
        params: AccountIdParamsSchema,
        response: { 201: AccountScannedSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await scanAccount(
            app.ctx,
            callerOf(request),
            request.params.accountId,
            requestContext(request),
          ),
        ),
  );
}
