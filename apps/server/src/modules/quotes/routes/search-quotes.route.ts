import type { FastifyInstance } from 'fastify';
import {
  QUOTE_DASHBOARD_PATH,
  QuoteDashboardSchema,
  QuoteIdParamsSchema,
  QuotePageSchema,
  QuoteSearchQuerySchema,
  QuoteViewSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getQuote, quoteDashboard, searchQuotes } from '../services/search-quotes.ts';
import { callerOf } from '../../../context/index.ts';

export function searchQuotesRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/quote/v1/search',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags: ['quotes'],
        summary: 'The QUOTES tab: 20 rows, newest change first, with type/status/team filters',
        querystring: QuoteSearchQuerySchema,
        response: { 200: QuotePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchQuotes(app.ctx, callerOf(request), request.query),
  );

  r.get(
    QUOTE_DASHBOARD_PATH,
    {
      config: { permission: 'quote:view' },
      schema: {
        tags: ['quotes'],
        summary:
          "The dashboard's quote counts: expiring within 7 days, referrals, ready, requests to bind",
        response: { 200: QuoteDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => quoteDashboard(app.ctx, callerOf(request)),
  );

  r.get(
    '/api/quote/v1/:id',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags: ['quotes'],
        summary: 'One quote with its rating breakdown',
        params: QuoteIdParamsSchema,
        response: { 200: QuoteViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getQuote(app.ctx, callerOf(request), request.params.id),
  );
}
