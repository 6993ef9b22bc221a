import {
  AccountDueSchema,
  AccountPaymentResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  payForPath,
  type AccountDue,
  type PayForAccount,
} from '@cyber/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isUnanswered, paymentsKey } from './payments.ts';
import { invoicesKey } from './search-invoices.ts';

/** What an account owes, under the payment queries' key (a payment marks it stale). */
export const accountDueKey = (accountId: string) => [...paymentsKey, 'account', accountId] as const;

/** GET /api/billing/v1/payfor/{accountId}: what the account owes, policy by policy. */
export const useAccountDue = (accountId: string, enabled = true) =>
  useQuery({
    queryKey: accountDueKey(accountId),
    queryFn: async ({ signal }): Promise<AccountDue> =>
      AccountDueSchema.parse(await apiClient.get<unknown>(payForPath(accountId), { signal })),
    enabled,
  });

/** One payment of an account: the request and the Idempotency-Key it is sent (and retried) under. */
export type PayForAccountInput = { request: PayForAccount; idempotencyKey: string };

/**
 * POST /api/billing/v1/payfor/{accountId} (decision 060): one charge for what the account owes
 * on all its policies. A request that got no answer is sent again (twice at most) with the same
 * body and key, so the account is charged at most once. Once answered, the invoices and the
 * payment views — the account's amount due among them — are fetched again.
 */
export function usePayForAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: PayForAccountInput) =>
      AccountPaymentResultSchema.parse(
        await apiClient.post<unknown>(payForPath(accountId), request, {
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
      ),
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    retryDelay: 500,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
        queryClient.invalidateQueries({ queryKey: paymentsKey }),
      ]),
  });
}
