import { COMMISSION_PATHS, CommissionLinePageSchema } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { commissionLinesKey } from './keys.ts';

export type CommissionLineQuery = {
  page: number;
  size: number;
  search?: string | undefined;
  agencyId?: string | undefined;
  agencyBilled?: boolean | undefined;
  year?: number | undefined;
  month?: number | undefined;
};

/** GET /api/billing/v1/commissions: each invoice's commission, newest first. */
export async function getCommissionLines(
  query: CommissionLineQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return CommissionLinePageSchema.parse(
    await apiClient.get<unknown>(COMMISSION_PATHS.lines, { query, signal }),
  );
}

export const getCommissionLinesQueryOptions = (query: CommissionLineQuery) =>
  queryOptions({
    queryKey: [...commissionLinesKey, query],
    queryFn: ({ signal }) => getCommissionLines(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCommissionLines = (query: CommissionLineQuery) =>
  useQuery(getCommissionLinesQueryOptions(query));
