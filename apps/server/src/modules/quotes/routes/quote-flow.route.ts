import type { FastifyInstance } from 'fastify';
import {
  QuoteFlowContextSchema,
  QuoteMessageSchema,
  QuoteProductIdParamsSchema,
  QuoteViewSchema,
  RenewQuoteRequestSchema,
  SendQuoteRequestToAgencySchema,
  UpdateQuoteRequestSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { editQuote } from '../services/edit-quote.ts';
import { renewQuote } from '../services/renew-quote.ts';
import { quoteFlowContext, sendQuoteRequest } from '../services/send-quote-request.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const tags = ['quotes'];

/** The quote flows (ADR 028): edit-quote, renew-quote, send to a retail agency, context. */
export function quoteFlowRoutes(app: FastifyInstance) {
  const r = zodApp(app);

  r.get(
    '/api/quote/v1/flow/context',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "The caller's organisation type and agency kind (retail or wholesale)",
        response: { 200: QuoteFlowContextSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => quoteFlowContext(app.ctx, callerOf(request)),
  );

  r.post(
    '/api/quote/v1/action/send-request',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Send quotes to a retail agency agent by e-mail (wholesale agencies)',
        body: SendQuoteRequestToAgencySchema,
        response: { 200: QuoteMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendQuoteRequest(app.ctx, callerOf(request), request.body, requestContext(request)),
  );

  r.put(
    '/api/quote/v1/:product/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Re-rate an Indication, Ready or Referred quote with new calculator fields',
        params: QuoteProductIdParamsSchema,
        body: UpdateQuoteRequestSchema,
        response: { 200: QuoteViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      editQuote(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.post(
    '/api/quote/v1/:product/renew/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Renew a quote: a new quote effective on its end date (isRenewal)',
        params: QuoteProductIdParamsSchema,
        body: RenewQuoteRequestSchema.optional(),
        response: { 201: QuoteViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const quote = await renewQuote(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body ?? {},
        requestContext(request),
      );
      return reply.code(201).send(quote);
    },
  );
}
