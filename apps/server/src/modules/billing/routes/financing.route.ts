import type { FastifyInstance } from 'fastify';
import {
  AgreementIdParamsSchema,
  DisaffirmRequestSchema,
  FinanceAgreementResultSchema,
  FinanceQuoteRequestSchema,
  FinancingAcceptanceSchema,
  FINANCING_PATHS,
} from '@cyber/domain';
import { callerOf, requestContext } from '../../../context/index.ts';
import { sendPdf } from '../../../lib/pdf.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { BillingDeps } from '../billing.context.ts';
import { agreementDocument } from '../services/agreement-pdf.ts';
import { acceptFinancing, disaffirmFinancing, requestFinanceQuote } from '../services/financing.ts';

const tags = ['billing'];

/**
 * The platform's premium finance agreement (spec 3 §3 "Financing quote", §4; decision 056): the
 * payer side — the policyholder, its agency, provider staff — asks for a quote, accepts it with a
 * signature and may disaffirm within ten days of the down payment.
 */
export function financingRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.post(
    FINANCING_PATHS.quote,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary:
          'A financing quote for what the policy owes: APR, finance charge, total, installments, FinanceQuoteNumber',
        body: FinanceQuoteRequestSchema,
        response: {
          200: FinanceAgreementResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      requestFinanceQuote(deps, callerOf(request), requestContext(request), request.body),
  );

  r.post(
    FINANCING_PATHS.agreement,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Accept the financing quote with a signature (full name) and e-mail',
        body: FinancingAcceptanceSchema,
        response: {
          200: FinanceAgreementResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      acceptFinancing(deps, callerOf(request), requestContext(request), request.body),
  );

  r.post(
    FINANCING_PATHS.disaffirm,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary:
          'Disaffirm the premium finance agreement within 10 days: the annual payment is due within 30',
        body: DisaffirmRequestSchema,
        response: {
          200: FinanceAgreementResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      disaffirmFinancing(deps, callerOf(request), requestContext(request), request.body),
  );

  r.get(
    '/api/billing/v1/agreement/:id/pdf',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'The premium finance agreement as a PDF (with its signature once signed)',
        params: AgreementIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await agreementDocument(deps, callerOf(request), request.params.id)),
  );
}
