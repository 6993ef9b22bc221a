import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  PaymentDescSchema,
  PolicyDescriptionResultSchema,
  PolicyDescriptionSchema,
  FinancedPolicyPageSchema,
  FinancedQuerySchema,
  IdempotencyKeySchema,
  InstallmentPlanSchema,
  PaymentProcessorConfigSchema,
  PaymentSchema,
  PayRequestSchema,
  PolicyIdQuerySchema,
  PolicyNumberParamsSchema,
  PolicyPaymentSchema,
  RemittanceDetailsSchema,
  SavedPaymentMethodSchema,
  SavePaymentMethodSchema,
  type Payment,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import {
  listSavedMethods,
  pay,
  policyPayment,
  savePaymentMethod,
  searchFinanced,
} from '../services/payments.ts';
import { financingRecord, installmentOf, remittanceDetails } from '../services/remittance.ts';
import { paymentDesc, setPolicyDescription } from '../services/check-in-mail.ts';

const tags = ['billing'];

/** The request's Idempotency-Key header, validated (400 when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!key.success)
    throw new AppError('BAD_REQUEST', key.error.issues[0]?.message ?? 'Idempotency-Key');
  return key.data;
}

/** A payment made (201), or the one a retried Idempotency-Key made first (200, marked replayed). */
export function replyWithPayment(
  reply: FastifyReply,
  { payment, replayed }: { payment: Payment; replayed: boolean },
) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(replayed ? 200 : 201).send(payment);
}

/** The payment page's calls (spec 3 §2, §7 "Billing"; decision 052). */
export function paymentRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);

  r.get(
    '/api/billing/v1/payment',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'A policy’s payment status, amount due, installment plan and payments',
        querystring: PolicyIdQuerySchema,
        response: { 200: PolicyPaymentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => policyPayment(deps, callerOf(request), request.query.policyId),
  );

  r.get(
    '/api/billing/v1/payment-processor',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'How the browser tokenises cards and bank accounts (the configured processor)',
        response: { 200: PaymentProcessorConfigSchema, ...errorResponses(401, 403) },
      },
    },
    async () =>
      deps.processor?.config() ?? {
        processor: 'none' as const,
        key: null,
        url: null,
        sandbox: false,
      },
  );

  r.post(
    '/api/billing/v1/paid',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary:
          'Pay a policy by card or bank account (Idempotency-Key header: a retry never charges twice)',
        body: PayRequestSchema,
        response: {
          200: PaymentSchema,
          201: PaymentSchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const result = await pay(
        deps,
        callerOf(request),
        requestContext(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return replyWithPayment(reply, result);
    },
  );

  r.get(
    '/api/billing/v1/payment-methods',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'The policyholder’s saved payment methods (title, type, token)',
        response: { 200: z.array(SavedPaymentMethodSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listSavedMethods(deps, callerOf(request)),
  );

  r.post(
    '/api/billing/v1/save',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Save a tokenised card or bank account for the policyholder',
        body: SavePaymentMethodSchema,
        response: { 201: SavedPaymentMethodSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await savePaymentMethod(deps, callerOf(request), request.body)),
  );

  r.post(
    '/api/billing/v1/get-installment',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'The policy’s installment plan: active, or as offered now (spec 3 §9)',
        body: PolicyIdQuerySchema,
        response: { 200: InstallmentPlanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => installmentOf(deps, callerOf(request), request.body.policyId),
  );

  r.get(
    '/api/billing/v1/financed',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary:
          'Policies on installment plans (a premium processor: those it finances; staff all)',
        querystring: FinancedQuerySchema,
        response: { 200: FinancedPolicyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchFinanced(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/billing/v1/finance',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'A policy’s financing record: its installment plan (404 when it has none)',
        querystring: PolicyIdQuerySchema,
        response: { 200: InstallmentPlanSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => financingRecord(deps, callerOf(request), request.query.policyId),
  );

  r.get(
    '/api/billing/v1/ach/:policyNumber',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Where to send a bank transfer or wire for a policy, and the reference to quote',
        params: PolicyNumberParamsSchema,
        response: { 200: RemittanceDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => remittanceDetails(deps, callerOf(request), request.params.policyNumber),
  );

  r.get(
    '/api/billing/v1/desc',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'A policy’s payment description (check in mail), what is due and by when',
        querystring: PolicyIdQuerySchema,
        response: { 200: PaymentDescSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => paymentDesc(deps, callerOf(request), request.query.policyId),
  );

  r.put(
    '/api/policy/v1/description',
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Say a check is in the mail for a policy (reminders pause), or clear it',
        body: PolicyDescriptionSchema,
        response: {
          200: PolicyDescriptionResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      setPolicyDescription(deps, callerOf(request), requestContext(request), request.body),
  );
}
