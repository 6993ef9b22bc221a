import { FlagOverridePageSchema, type FlagOverridePage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type FlagOverridesQuery = { key: string; page: number; size: number };

/** GET /api/admin/v1/flags/{key}/overrides: the users with their own value of a flag. */
export async function getFlagOverrides(
  { key, page, size }: FlagOverridesQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FlagOverridePage> {
  const data = await apiClient.get<unknown>(
    `/api/admin/v1/flags/${encodeURIComponent(key)}/overrides`,
    { query: { page, size }, signal },
  );
  return FlagOverridePageSchema.parse(data);
}

export const flagOverridesQueryKey = (key: string) => ['admin', 'flags', key, 'overrides'] as const;

export const getFlagOverridesQueryOptions = (query: FlagOverridesQuery) =>
  queryOptions({
    queryKey: [...flagOverridesQueryKey(query.key), query.page, query.size] as const,
    queryFn: ({ signal }) => getFlagOverrides(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFlagOverrides = (query: FlagOverridesQuery) =>
  useQuery({ ...getFlagOverridesQueryOptions(query), enabled: query.key.length > 0 });
