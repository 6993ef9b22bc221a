import type { FastifyInstance } from 'fastify';
import {
  BillingPolicyParamsSchema,
  BillingSearchQuerySchema,
  InvoiceBalanceSchema,
  InvoiceIdParamsSchema,
  InvoicePageSchema,
  PolicyBalanceSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf } from '../../../context/index.ts';
import { sendPdf } from '../../../lib/pdf.ts';
import { invoiceDocument } from '../services/invoice-pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import { invoiceBalance, policyBalance, searchInvoices } from '../services/invoices.ts';

const tags = ['billing'];

/** Invoices and balances (spec 3 §7 "Billing"; decision 051). */
export function billingRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.get(
    '/api/billing/v1/search',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'The caller’s invoices (staff all, an agency its own, a policyholder its own)',
        querystring: BillingSearchQuerySchema,
        response: { 200: InvoicePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchInvoices(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/billing/v1/balance/:policyId',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'A policy’s balance: invoiced, paid and owed, from the ledger',
        params: BillingPolicyParamsSchema,
        response: { 200: PolicyBalanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => policyBalance(deps, callerOf(request), request.params.policyId),
  );

  r.get(
    '/api/billing/v1/invoice/balance/:policyId',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'A policy’s invoices, each with what is still owed on it',
        params: BillingPolicyParamsSchema,
        response: { 200: InvoiceBalanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoiceBalance(deps, callerOf(request), request.params.policyId),
  );

  r.get(
    '/api/billing/v1/invoice/:id/document',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary:
          'An invoice (or credit note) as {invoiceNumber}.pdf: charges, what was paid, the balance and how to pay',
        params: InvoiceIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoiceDocument(deps, callerOf(request), request.params.id)),
  );
}
