import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountVerificationResultSchema,
  AccountVerificationSchema,
  ApplicationLinkSchema,
  AttestRequestSchema,
  AttestResultSchema,
  BindRequestSchema,
  BindStatusSchema,
  QUOTE_LINK_HEADER,
  QuoteIdParamsSchema,
  QuoteMessageSchema,
  SurplusAttestRequestSchema,
  WholesaleQuoteSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  assertQuoteLink,
  getBindStatus,
  getWholesaleQuote,
  requestToBindQuote,
  requestToBindThroughLink,
  verifyAccountForQuote,
  verifyAccountThroughLink,
} from '../services/bind-request.ts';
import {
  applicationDocument,
  applicationLink,
  attestApplication,
  attestSurplusNotice,
  surplusNoticeDocument,
} from '../services/signatures.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const tags = ['quotes'];
const linkTokenOf = (request: FastifyRequest) => {
  const value = request.headers[QUOTE_LINK_HEADER];
  return typeof value === 'string' ? value : undefined;
};
const LINK_DESCRIPTION = `Public: the e-mailed link's token goes in the \`${QUOTE_LINK_HEADER}\` header. An unknown, expired or retired link, or one of another quote, is a 401.`;

const sendPdf = (typedReply: unknown, file: { fileName: string; bytes: Uint8Array }) =>
  (typedReply as FastifyReply)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .type('application/pdf')
    .send(Buffer.from(file.bytes));

/**
 * Request to bind, the wholesale quote page, the named insured's signature and the surplus lines
 * notice (spec 3 §2, §4, §7; decision 043).
 */
export function bindRequestRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  const params = QuoteIdParamsSchema;
  // A wholesale-page write without a live link is a 401 before its body is validated.
  const linkFirst = {
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      assertQuoteLink(app.ctx, request.params.id, linkTokenOf(request), requestContext(request)),
  };

  r.get(
    '/api/quote/v1/:id/bind-status',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: "A quote's bind card: agency status, verification, request and signatures",
        params,
        response: { 200: BindStatusSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getBindStatus(app.ctx, callerOf(request), request.params.id),
  );

  r.patch(
    '/api/quote/v1/:id/verification',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Verified by agent: confirm the quote's account firmographics (once)",
        params,
        body: AccountVerificationSchema,
        response: {
          200: AccountVerificationResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      verifyAccountForQuote(app.ctx, callerOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/quote/v1/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary:
          'Request to bind a Ready quote of a verified account, with the policyholder contact',
        params,
        body: BindRequestSchema,
        response: { 200: QuoteMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      requestToBindQuote(app.ctx, callerOf(request), request.params.id, request.body),
  );

  r.get(
    '/api/quote/v1/wholesale/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The wholesale quote page, through the e-mailed link',
        description: LINK_DESCRIPTION,
        params,
        response: { 200: WholesaleQuoteSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getWholesaleQuote(app.ctx, request.params.id, linkTokenOf(request), requestContext(request)),
  );

  r.patch(
    '/api/quote/v1/wholesale/:id/verification',
    {
      ...linkFirst,
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Verified by agent, from the wholesale quote page',
        description: LINK_DESCRIPTION,
        params,
        body: AccountVerificationSchema,
        response: { 200: AccountVerificationResultSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      verifyAccountThroughLink(
        app.ctx,
        request.params.id,
        linkTokenOf(request),
        request.body,
        requestContext(request),
      ),
  );

  r.put(
    '/api/quote/v1/wholesale/:id/request-to-bind',
    {
      ...linkFirst,
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Request to bind, from the wholesale quote page',
        description: LINK_DESCRIPTION,
        params,
        body: BindRequestSchema,
        response: { 200: QuoteMessageSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      requestToBindThroughLink(
        app.ctx,
        request.params.id,
        linkTokenOf(request),
        request.body,
        requestContext(request),
      ),
  );

  r.get(
    '/api/quote/v1/attestation/:id/link',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The application documents link of a quote (signed or to sign)',
        params,
        response: { 200: ApplicationLinkSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => applicationLink(app.ctx, callerOf(request), request.params.id),
  );

  r.get(
    '/api/quote/v1/attestation/:id/document',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The application PDF: the signed copy once signed',
        params,
        response: errorResponses(401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await applicationDocument(app.ctx, callerOf(request), request.params.id)),
  );

  r.post(
    '/api/quote/v1/attest',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The named insured accepts the terms and signs the application',
        body: AttestRequestSchema,
        response: { 200: AttestResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => attestApplication(app.ctx, callerOf(request), request.body),
  );

  r.post(
    '/api/quote/v1/surplus/attest',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'The surplus lines broker attests the LA or MT surplus lines notice',
        body: SurplusAttestRequestSchema,
        response: { 200: AttestResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => attestSurplusNotice(app.ctx, callerOf(request), request.body),
  );

  r.get(
    '/api/quote/v1/surplus/:id/notice',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The attested surplus lines notice PDF',
        params,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await surplusNoticeDocument(app.ctx, callerOf(request), request.params.id)),
  );
}
