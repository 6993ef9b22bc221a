import {
  NaicsCodePageSchema,
  NaicsOptionPageSchema,
  type NaicsCodePage,
  type NaicsOptionPage,
} from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

const PATH = '/api/account/v1/naics/search';

/** GET /api/account/v1/naics/search?dup=1: every code with id, title, level (admin table). */
export async function searchNaicsCodes(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NaicsCodePage> {
  const data = await apiClient.get<unknown>(PATH, { query: { ...query, dup: 1 }, signal });
  return NaicsCodePageSchema.parse(data);
}

/** GET /api/account/v1/naics/search?dup=0: one row per industry pair (forms). */
export async function searchNaicsOptions(
  search: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NaicsOptionPage> {
  const data = await apiClient.get<unknown>(PATH, {
    query: { search, page: 0, size: 25, dup: 0 },
    signal,
  });
  return NaicsOptionPageSchema.parse(data);
}

export const naicsQueryKey = ['reference', 'naics'] as const;

export const searchNaicsCodesQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...naicsQueryKey, 'codes', query] as const,
    queryFn: ({ signal }) => searchNaicsCodes(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useNaicsCodes = (query: TableQuery) => useQuery(searchNaicsCodesQueryOptions(query));

export const searchNaicsOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...naicsQueryKey, 'options', search] as const,
    queryFn: ({ signal }) => searchNaicsOptions(search, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useNaicsOptions = (search: string, enabled = true) =>
  useQuery({ ...searchNaicsOptionsQueryOptions(search), enabled });
