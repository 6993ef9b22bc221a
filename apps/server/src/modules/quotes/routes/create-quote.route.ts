import type { FastifyInstance } from 'fastify';
import { CreateQuoteRequestSchema, QuoteProductParamsSchema, QuoteViewSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createQuote } from '../services/create-quote.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function createQuoteRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/quote/v1/:product',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['quotes'],
        summary: 'Rate and create a quote of a product for an eligible account',
        params: QuoteProductParamsSchema,
        body: CreateQuoteRequestSchema,
        response: { 201: QuoteViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const quote = await createQuote(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.body,
        requestContext(request),
      );
      return reply.code(201).send(quote);
    },
  );
}
