import { ApiKeyPageSchema, type ApiKeyPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** GET /api/auth/v1/api: the organisation's keys (page, size, search, sort). */
export async function getApiKeys(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApiKeyPage> {
  const data = await apiClient.get<unknown>('/api/auth/v1/api', { query, signal });
  return ApiKeyPageSchema.parse(data);
}

export const apiKeysQueryKey = ['access', 'api-keys'] as const;

export const getApiKeysQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...apiKeysQueryKey, query] as const,
    queryFn: ({ signal }) => getApiKeys(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useApiKeys = (query: TableQuery) => useQuery(getApiKeysQueryOptions(query));
