import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AccountingSendSchema,
  CreatePremiumFinancerSchema,
  PayPremiumFinancerSchema,
  PremiumFinancerResultSchema,
  ApplyPaymentSchema,
  ClosePaymentSchema,
  InvoiceReminderToggleSchema,
  MessageResponseSchema,
  LedgerReconciliationSchema,
  PaymentMethodIdParamsSchema,
  RECONCILIATION_PATH,
  PaymentRemindersSchema,
  PaymentSchema,
  PolicyIdParamsSchema,
  UpdateTransactionSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import { deleteSavedMethod } from '../services/payments.ts';
import { reconciliationFor } from '../services/reconcile.ts';
import { sendReminder, sendToAccounting, setInvoiceReminders } from '../services/reminders.ts';
import {
  applyExternalPayment,
  closeBalance,
  updateTransaction,
} from '../services/staff-payments.ts';
import { createPremiumFinancer, payPremiumFinancer } from '../services/premium-financers.ts';
import { idempotencyKeyOf, replyWithPayment } from './payments.route.ts';

const tags = ['billing'];

/** Staff payment tools, reminders and the invoice sent to accounting (decision 053). */
export function staffPaymentRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.post(
    '/api/billing/v1/external/applyPayment',
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags,
        summary:
          'Record a payment received by check, wire, ACH or phone (provider staff; Idempotency-Key header)',
        body: ApplyPaymentSchema,
        response: {
          200: PaymentSchema,
          201: PaymentSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const result = await applyExternalPayment(
        deps,
        callerOf(request),
        requestContext(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return replyWithPayment(reply, result);
    },
  );

  r.put(
    '/api/billing/v1/transaction',
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags,
        summary:
          'Edit a payment transaction: settle, fail or void it, correct its details (provider staff)',
        body: UpdateTransactionSchema,
        response: { 200: PaymentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateTransaction(deps, callerOf(request), requestContext(request), request.body),
  );

  r.post(
    '/api/billing/v1/close',
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags,
        summary: 'Close a policy’s balance with comments: write off what is owed (provider staff)',
        body: ClosePaymentSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => closeBalance(deps, callerOf(request), requestContext(request), request.body),
  );

  r.post(
    '/api/billing/v1/invoiceReminder/:id',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Send the policyholder a payment reminder now (staff and the placing agency)',
        params: PolicyIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendReminder(deps, callerOf(request), requestContext(request), request.params.id),
  );

  r.put(
    '/api/billing/v1/invoiceReminder/:id',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Turn the policy’s scheduled invoice reminders on or off',
        params: PolicyIdParamsSchema,
        body: InvoiceReminderToggleSchema,
        response: {
          200: PaymentRemindersSchema.extend(MessageResponseSchema.shape),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setInvoiceReminders(
        deps,
        callerOf(request),
        requestContext(request),
        request.params.id,
        request.body.enabled,
      ),
  );

  r.post(
    '/api/billing/v1/accounting',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Send the policy’s invoice and how to pay it to the insured’s accounting contact',
        body: AccountingSendSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendToAccounting(deps, callerOf(request), requestContext(request), request.body),
  );

  r.delete(
    '/api/billing/v1/payment-methods/:id',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Delete a saved card or bank account (the policyholder’s own)',
        params: PaymentMethodIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteSavedMethod(deps, callerOf(request), requestContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    RECONCILIATION_PATH,
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags,
        summary:
          'Reconcile the ledger now: journals, each currency’s net, invoices against their journals (provider staff)',
        response: { 200: LedgerReconciliationSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => reconciliationFor(deps, callerOf(request)),
  );

  r.post(
    '/api/billing/v1/create/premiumFinance',
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags,
        summary:
          'Record the policy’s third-party premium financer and its terms (provider staff; decision 055)',
        body: CreatePremiumFinancerSchema,
        response: { 201: PremiumFinancerResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPremiumFinancer(
            deps,
            callerOf(request),
            requestContext(request),
            request.body,
          ),
        ),
  );

  r.put(
    '/api/billing/v1/pay/premiumFinance',
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags,
        summary: 'Record that the premium financer paid the amount financed (provider staff)',
        body: PayPremiumFinancerSchema,
        response: { 200: PremiumFinancerResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      payPremiumFinancer(deps, callerOf(request), requestContext(request), request.body),
  );
}
