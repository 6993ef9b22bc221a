import { COMMISSION_PATHS, PayoutAccountSchema, type PayoutAccount } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { payoutAccountKey } from './keys.ts';

/**
 * GET /api/billing/v1/commissions/ach/{agencyId}: the bank account the agency's commission is
 * paid to (masked), or null when it has none (the server's 404).
 */
export async function getPayoutAccount(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PayoutAccount | null> {
  try {
    return PayoutAccountSchema.parse(
      await apiClient.get<unknown>(COMMISSION_PATHS.ach(agencyId), { signal }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getPayoutAccountQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: payoutAccountKey(agencyId),
    queryFn: ({ signal }) => getPayoutAccount(agencyId, { signal }),
  });

export const usePayoutAccount = (agencyId: string) =>
  useQuery(getPayoutAccountQueryOptions(agencyId));
