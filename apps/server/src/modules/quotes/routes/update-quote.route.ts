import type { FastifyInstance } from 'fastify';
import {
  BrokerFeesSchema,
  LostQuoteRequestSchema,
  MgaFeesSchema,
  QuoteViewSchema,
  QuoteIdParamsSchema,
  QuoteMessageSchema,
  QuoteNeedByQuerySchema,
  SendQuoteRequestSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { markLost, sendToPolicyholder, setNeedBy } from '../services/update-quote.ts';
import { setBrokerFees, setMgaFee } from '../services/quote-fees.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const tags = ['quotes'];
const response = { 200: QuoteMessageSchema, ...errorResponses(400, 401, 403, 404, 409) };

export function updateQuoteRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.put(
    '/api/quote/v1/update/needBy',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Set the need-by date (today at the earliest)',
        querystring: QuoteNeedByQuerySchema,
        response,
      },
    },
    async (request) =>
      setNeedBy(
        app.ctx,
        callerOf(request),
        request.query.quoteId,
        request.query.needBy,
        requestContext(request),
      ),
  );

  r.put(
    '/api/quote/v1/lost/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Declare an active quote lost, with the reason',
        params: QuoteIdParamsSchema,
        body: LostQuoteRequestSchema,
        response,
      },
    },
    async (request) =>
      markLost(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.post(
    '/api/quote/v1/action/send',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Send a ready quote to the policyholder by e-mail',
        body: SendQuoteRequestSchema,
        response,
      },
    },
    async (request) =>
      sendToPolicyholder(app.ctx, callerOf(request), request.body, requestContext(request)),
  );

  r.put(
    '/api/quote/v1/broker-fees/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary:
          'Set an open quote’s broker fee and additional broker fee (0 to 10,000); it is re-rated',
        params: QuoteIdParamsSchema,
        body: BrokerFeesSchema,
        response: { 200: QuoteViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setBrokerFees(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.put(
    '/api/quote/v1/mga-fees/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Set an open quote’s MGA fee (provider staff); it is re-rated',
        params: QuoteIdParamsSchema,
        body: MgaFeesSchema,
        response: { 200: QuoteViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setMgaFee(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );
}
