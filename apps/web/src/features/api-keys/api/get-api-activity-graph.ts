import { ApiActivityGraphSchema, type ApiActivityGraph } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { activityParams, type ActivityFilters } from './activity-query.ts';
import { apiActivityQueryKey } from './search-api-activity.ts';

/** GET /api/apiactivity/v1/graph: calls per bucket, successes and errors apart. */
export async function getApiActivityGraph(
  filters: ActivityFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApiActivityGraph> {
  const data = await apiClient.get<unknown>('/api/apiactivity/v1/graph', {
    query: activityParams(filters),
    signal,
  });
  return ApiActivityGraphSchema.parse(data);
}

export const getApiActivityGraphQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: [...apiActivityQueryKey, 'graph', filters] as const,
    queryFn: ({ signal }) => getApiActivityGraph(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useApiActivityGraph = (filters: ActivityFilters) =>
  useQuery(getApiActivityGraphQueryOptions(filters));
