import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AgencyBillParamsSchema,
  AgencyBillQuerySchema,
  AgencyBillStatementSchema,
  AgencyBillStatsSchema,
  AgencyBillTermsSchema,
  CommissionAgencyParamsSchema,
  RecordRemittanceSchema,
  SetAgencyBillSchema,
} from '@cyber/domain';
import { callerOf, requestContext } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { sendFile } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import { agencyBillDocument } from '../services/agency-bill-pdf.ts';
import {
  recordRemittance,
  setTerms,
  statementOf,
  statsOf,
  termsOf,
} from '../services/agency-bill.ts';
import { idempotencyKeyOf } from './payments.route.ts';

const tags = ['agency bill'];

const RemittedSchema = z.object({
  message: z.string(),
  statement: AgencyBillStatementSchema,
});

/** Agency bill (spec 3 §7 agencyBillInvoice/{month}/{year}, agencyBilledInvoices/stats; decision 058). */
export function agencyBillRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.get(
    '/api/billing/v1/agencyBillInvoice/:month/:year',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary:
          'The agency’s agency-bill statement of a month: its agency-billed invoices, net of commission',
        params: AgencyBillParamsSchema,
        querystring: AgencyBillQuerySchema,
        response: { 200: AgencyBillStatementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => statementOf(deps, callerOf(request), request.params, request.query),
  );

  r.get(
    '/api/billing/v1/agencyBillInvoice/:month/:year/pdf',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'The agency’s agency-bill statement of a month as a PDF',
        params: AgencyBillParamsSchema,
        querystring: AgencyBillQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await agencyBillDocument(deps, callerOf(request), request.params, request.query),
      ),
  );

  r.post(
    '/api/billing/v1/agencyBillInvoice/:month/:year',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary:
          'Record the agency’s remittance of an ended month (provider staff; Idempotency-Key)',
        params: AgencyBillParamsSchema,
        body: RecordRemittanceSchema,
        response: {
          200: RemittedSchema,
          201: RemittedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...out } = await recordRemittance(
        deps,
        callerOf(request),
        requestContext(request),
        request.params,
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(out);
    },
  );

  r.get(
    '/api/billing/v1/agencyBilledInvoices/stats',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'The agency bill book: invoices owed, statements overdue, remitted this year',
        querystring: AgencyBillQuerySchema,
        response: { 200: AgencyBillStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => statsOf(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/billing/v1/agencyBill/:agencyId',
    {
      config: { permission: 'commission:view' },
      schema: {
        tags,
        summary: 'Whether the agency bills its clients',
        params: CommissionAgencyParamsSchema,
        response: { 200: AgencyBillTermsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => termsOf(deps, callerOf(request), request.params.agencyId),
  );

  r.put(
    '/api/billing/v1/agencyBill/:agencyId',
    {
      config: { permission: 'commission:manage' },
      schema: {
        tags,
        summary: 'Let the agency bill its clients, or not, for the policies it binds from now on',
        params: CommissionAgencyParamsSchema,
        body: SetAgencyBillSchema,
        response: {
          200: z.object({ message: z.string(), terms: AgencyBillTermsSchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setTerms(
        deps,
        callerOf(request),
        requestContext(request),
        request.params.agencyId,
        request.body.enabled,
      ),
  );
}
