import {
  PREMIUM_FINANCER_MESSAGES,
  PREMIUM_FINANCER_PATHS,
  PremiumFinancerResultSchema,
  type CreatePremiumFinancer,
  type PayPremiumFinancer,
  type PremiumFinancer,
} from '@cyber/domain';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { billingKey } from './staff-payments.ts';

/** What the server says it did, and the financer as it now stands. */
export type PremiumFinancerResult = { message: string; financer: PremiumFinancer };

/**
 * POST create/premiumFinance: record the policy's third-party premium financer (staff). Both
 * calls mark all of billing stale: the payment view changes, and the financer's payment settles
 * invoices.
 */
export const createPremiumFinancer = async (
  body: CreatePremiumFinancer,
): Promise<PremiumFinancerResult> =>
  PremiumFinancerResultSchema.parse(
    await apiClient.post<unknown>(PREMIUM_FINANCER_PATHS.create, body),
  );

export const useCreatePremiumFinancer = () =>
  useInvalidatingMutation(createPremiumFinancer, billingKey);

/** PUT pay/premiumFinance: the financer paid the amount financed (staff). */
export const payPremiumFinancer = async (
  body: PayPremiumFinancer,
): Promise<PremiumFinancerResult> =>
  PremiumFinancerResultSchema.parse(await apiClient.put<unknown>(PREMIUM_FINANCER_PATHS.pay, body));

export const usePayPremiumFinancer = () => useInvalidatingMutation(payPremiumFinancer, billingKey);

/** Spec 3 §8: the server's own message for a refusal, else the financer's generic error. */
export function premiumFinancerError(error: unknown): string {
  const body = isApiError(error) && error.status < 500 ? error.data : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : '';
  return typeof message === 'string' && message ? message : PREMIUM_FINANCER_MESSAGES.genericError;
}
