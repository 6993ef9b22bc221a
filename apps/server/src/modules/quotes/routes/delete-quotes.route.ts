import type { FastifyInstance } from 'fastify';
import {
  BulkDeleteQuotesRequestSchema,
  QuoteIdParamsSchema,
  QuoteMessageSchema,
  QuoteScopeQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteAllWithStatus, deleteQuotes } from '../services/delete-quotes.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const tags = ['quotes'];
const response = { 200: QuoteMessageSchema, ...errorResponses(400, 401, 403, 404) };

export function deleteQuotesRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.delete(
    '/api/quote/v1/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Delete a quote (soft delete)',
        params: QuoteIdParamsSchema,
        response,
      },
    },
    async (request) =>
      deleteQuotes(app.ctx, callerOf(request), [request.params.id], requestContext(request)),
  );

  r.post(
    '/api/quote/v1/delete',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Delete several quotes; one unknown id fails the whole call',
        body: BulkDeleteQuotesRequestSchema,
        response,
      },
    },
    async (request) =>
      deleteQuotes(app.ctx, callerOf(request), request.body.ids, requestContext(request)),
  );

  for (const status of ['INVALID', 'EXPIRED'] as const) {
    r.delete(
      `/api/quote/v1/${status.toLowerCase()}`,
      {
        config: { permission: 'quote:manage' },
        schema: {
          tags,
          summary: `Delete every ${status.toLowerCase()} quote in scope`,
          querystring: QuoteScopeQuerySchema,
          response,
        },
      },
      async (request) =>
        deleteAllWithStatus(
          app.ctx,
          callerOf(request),
          status,
          request.query,
          requestContext(request),
        ),
    );
  }
}
