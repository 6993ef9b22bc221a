import { ApiActivityPageSchema, type ApiActivityPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { activityParams, type ActivityFilters } from './activity-query.ts';

/** GET /api/apiactivity/v1/search. */
export async function searchApiActivity(
  filters: ActivityFilters,
  table: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApiActivityPage> {
  const data = await apiClient.get<unknown>('/api/apiactivity/v1/search', {
    query: {
      ...activityParams(filters),
      size: table.size,
      pageRequested: table.page,
      sort: table.sort,
      search: table.search,
    },
    signal,
  });
  return ApiActivityPageSchema.parse(data);
}

export const apiActivityQueryKey = ['access', 'api-activity'] as const;

export const searchApiActivityQueryOptions = (filters: ActivityFilters, table: TableQuery) =>
  queryOptions({
    queryKey: [...apiActivityQueryKey, 'search', filters, table] as const,
    queryFn: ({ signal }) => searchApiActivity(filters, table, { signal }),
    placeholderData: keepPreviousData,
  });

export const useApiActivity = (filters: ActivityFilters, table: TableQuery) =>
  useQuery(searchApiActivityQueryOptions(filters, table));
