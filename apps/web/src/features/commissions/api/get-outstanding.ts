import { COMMISSION_PATHS, OutstandingCommissionPageSchema } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { outstandingKey } from './keys.ts';

export type OutstandingQuery = { page: number; size: number; search?: string | undefined };

/** GET /api/billing/v1/commissions/outstanding: what is owed each agency (an agency: itself). */
export async function getOutstanding(
  query: OutstandingQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return OutstandingCommissionPageSchema.parse(
    await apiClient.get<unknown>(COMMISSION_PATHS.outstanding, { query, signal }),
  );
}

export const getOutstandingQueryOptions = (query: OutstandingQuery) =>
  queryOptions({
    queryKey: [...outstandingKey, query],
    queryFn: ({ signal }) => getOutstanding(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOutstanding = (query: OutstandingQuery) =>
  useQuery(getOutstandingQueryOptions(query));
