import { StatePageSchema, type StatePage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** GET /api/account/v1/states/search (page, size, search, sort). */
export async function searchStates(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StatePage> {
  const data = await apiClient.get<unknown>('/api/account/v1/states/search', { query, signal });
  return StatePageSchema.parse(data);
}

export const statesQueryKey = ['reference', 'states'] as const;

export const searchStatesQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...statesQueryKey, query] as const,
    queryFn: ({ signal }) => searchStates(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStates = (query: TableQuery) => useQuery(searchStatesQueryOptions(query));

/** Every state for a select: one page of 100, sorted by name, kept for 10 minutes. */
export const useAllStates = () =>
  useQuery({
    ...searchStatesQueryOptions({ page: 0, size: 100, sort: 'stateName,asc' }),
    staleTime: 10 * 60_000,
  });
