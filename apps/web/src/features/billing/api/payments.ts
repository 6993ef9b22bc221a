import type { CHECK_IN_MAIL } from '@cyber/domain';
import {
  BILLING_PAYMENT_PATHS,
  CHECK_IN_MAIL_PATHS,
  PolicyDescriptionResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  PaymentProcessorConfigSchema,
  PaymentSchema,
  PolicyPaymentSchema,
  RemittanceDetailsSchema,
  SavedPaymentMethodSchema,
  type Payment,
  type PaymentProcessorConfig,
  type PayRequest,
  type PolicyPaymentView,
  type RemittanceDetails,
  type SavedPaymentMethod,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { invoicesKey } from './search-invoices.ts';

/** The payment page's queries (spec 3 §2, §7 "Billing"; decision 052), under billing's key. */
export const paymentsKey = ['billing', 'payments'] as const;
export const policyPaymentKey = (policyId: string) => [...paymentsKey, 'policy', policyId] as const;
export const savedMethodsKey = [...paymentsKey, 'saved-methods'] as const;

/** GET /api/billing/v1/payment?policyId=: the policy's payment status, amount due and plan. */
export async function getPolicyPayment(
  policyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyPaymentView> {
  return PolicyPaymentSchema.parse(
    await apiClient.get<unknown>(BILLING_PAYMENT_PATHS.payment, { query: { policyId }, signal }),
  );
}

export const policyPaymentQueryOptions = (policyId: string) =>
  queryOptions({
    queryKey: policyPaymentKey(policyId),
    queryFn: ({ signal }) => getPolicyPayment(policyId, { signal }),
  });

export const usePolicyPayment = (policyId: string) => useQuery(policyPaymentQueryOptions(policyId));

/** GET /api/billing/v1/payment-processor: how the browser tokenises cards and accounts. */
export const usePaymentProcessor = (enabled = true) =>
  useQuery({
    queryKey: [...paymentsKey, 'processor'],
    queryFn: async ({ signal }): Promise<PaymentProcessorConfig> =>
      PaymentProcessorConfigSchema.parse(
        await apiClient.get<unknown>(BILLING_PAYMENT_PATHS.paymentProcessor, { signal }),
      ),
    enabled,
  });

/** GET /api/billing/v1/ach/{policyNumber}: where to send a bank transfer or wire, while shown. */
export const useRemittanceDetails = (policyNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: [...paymentsKey, 'ach', policyNumber],
    queryFn: async ({ signal }): Promise<RemittanceDetails> =>
      RemittanceDetailsSchema.parse(
        await apiClient.get<unknown>(BILLING_PAYMENT_PATHS.ach(policyNumber), { signal }),
      ),
    enabled,
  });

/** GET /api/billing/v1/payment-methods: the policyholder's saved methods (only theirs to ask). */
export const useSavedPaymentMethods = (enabled: boolean) =>
  useQuery({
    queryKey: savedMethodsKey,
    queryFn: async ({ signal }): Promise<SavedPaymentMethod[]> =>
      z
        .array(SavedPaymentMethodSchema)
        .parse(await apiClient.get<unknown>(BILLING_PAYMENT_PATHS.savedMethods, { signal })),
    enabled,
  });

/** One payment attempt: the request and the Idempotency-Key it is sent (and retried) under. */
export type PayInput = { request: PayRequest; idempotencyKey: string };

/** POST /api/billing/v1/paid with the attempt's Idempotency-Key (a replay answers 200). */
export const payPolicy = async ({ request, idempotencyKey }: PayInput): Promise<Payment> =>
  PaymentSchema.parse(
    await apiClient.post<unknown>(BILLING_PAYMENT_PATHS.paid, request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

/** No answer at all (the network): the same attempt may be sent again under the same key. */
export const isUnanswered = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * Whether a failed payment call was answered (a refusal): the next try is a new attempt. Without
 * an answer, or on a server fault, the charge may have happened: a retry carries the same key.
 */
export const answered = (error: unknown) =>
  !isUnanswered(error) && !(isApiError(error) && error.status >= 500);

/**
 * Pay a policy. A request that got no answer is sent again (twice at most) with the same body
 * and key, so the server charges at most once. Once answered, the policy's payment view, the
 * invoices and the saved methods are marked stale, and the mutation stays pending until the
 * view is fetched again (spec: "when the payment window closes the status is re-fetched").
 */
export function usePay(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPolicy,
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    retryDelay: 500,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: policyPaymentKey(policyId) }),
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
        queryClient.invalidateQueries({ queryKey: savedMethodsKey }),
      ]),
  });
}

/**
 * PUT /api/policy/v1/description: say a check is in the mail (or with null clear it); the
 * policy's payment view is fetched again (decision 055).
 */
export function useCheckInMail(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (description: typeof CHECK_IN_MAIL | null) =>
      PolicyDescriptionResultSchema.parse(
        await apiClient.put<unknown>(CHECK_IN_MAIL_PATHS.description, { policyId, description }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyPaymentKey(policyId) }),
  });
}
