import { ApiActivityStatsSchema, type ApiActivityStats } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { activityParams, type ActivityFilters } from './activity-query.ts';
import { apiActivityQueryKey } from './search-api-activity.ts';

/** GET /api/apiactivity/v1/agg/stats: totals of the range. */
export async function getApiActivityStats(
  filters: ActivityFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApiActivityStats> {
  const data = await apiClient.get<unknown>('/api/apiactivity/v1/agg/stats', {
    query: activityParams(filters),
    signal,
  });
  return ApiActivityStatsSchema.parse(data);
}

export const getApiActivityStatsQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: [...apiActivityQueryKey, 'stats', filters] as const,
    queryFn: ({ signal }) => getApiActivityStats(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useApiActivityStats = (filters: ActivityFilters) =>
  useQuery(getApiActivityStatsQueryOptions(filters));
