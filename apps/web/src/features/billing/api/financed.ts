import { BILLING_PAYMENT_PATHS, FinancedPolicyPageSchema } from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { paymentsKey } from './payments.ts';

/**
 * GET /api/billing/v1/financed: the policies on installment plans the caller sees (a premium
 * processor: those it finances; provider staff: all), under billing's key so a payment refreshes it.
 */
export const useFinancedPolicies = (query: { page?: number; size?: number; search?: string }) =>
  useQuery({
    queryKey: [...paymentsKey, 'financed', query],
    queryFn: async ({ signal }) =>
      FinancedPolicyPageSchema.parse(
        await apiClient.get<unknown>(BILLING_PAYMENT_PATHS.financed, { query, signal }),
      ),
  });
