import { COMMISSION_PATHS, CommissionRatesSchema, type CommissionRates } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { commissionRatesKey } from './keys.ts';

/** GET /api/billing/v1/commissions/rates/{agencyId}: the agency's rate for each product. */
export async function getCommissionRates(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CommissionRates> {
  return CommissionRatesSchema.parse(
    await apiClient.get<unknown>(COMMISSION_PATHS.rates(agencyId), { signal }),
  );
}

export const getCommissionRatesQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: commissionRatesKey(agencyId),
    queryFn: ({ signal }) => getCommissionRates(agencyId, { signal }),
  });

export const useCommissionRates = (agencyId: string) =>
  useQuery(getCommissionRatesQueryOptions(agencyId));
