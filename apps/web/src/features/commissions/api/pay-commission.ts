import {
  COMMISSION_PATHS,
  CommissionPayoutSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CommissionPayment,
  type CommissionPayout,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

/** One payment attempt and the Idempotency-Key it is sent (and retried) under. */
export type PayCommissionInput = { request: CommissionPayment; idempotencyKey: string };

/**
 * POST /api/billing/v1/commissions/payment (provider staff): pay an agency its commission, in
 * minor units, to the account the token names. The answer is the payout, PAID or FAILED.
 */
export const payCommission = async ({
  request,
  idempotencyKey,
}: PayCommissionInput): Promise<CommissionPayout> =>
  CommissionPayoutSchema.parse(
    await apiClient.post<unknown>(COMMISSION_PATHS.payment, request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

/** Pay commission; the statements, lines, balances and payouts are fetched again after. */
export const usePayCommission = () => useInvalidatingMutation(payCommission, commissionsKey);
