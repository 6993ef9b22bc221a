import { COMMISSION_PATHS, PayoutListSchema, type CommissionPayout } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { payoutsKey } from './keys.ts';

/** GET /api/billing/v1/commissions/payouts?agencyId=: the commission paid out to an agency. */
export async function getPayouts(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CommissionPayout[]> {
  return PayoutListSchema.parse(
    await apiClient.get<unknown>(COMMISSION_PATHS.payouts, { query: { agencyId }, signal }),
  ).payouts;
}

export const getPayoutsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: payoutsKey(agencyId),
    queryFn: ({ signal }) => getPayouts(agencyId, { signal }),
  });

export const usePayouts = (agencyId: string) => useQuery(getPayoutsQueryOptions(agencyId));
