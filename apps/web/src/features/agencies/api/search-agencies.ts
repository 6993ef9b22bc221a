import { AgencyPageSchema } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { agenciesQueryKey } from './keys.ts';

export type AgencySearchQuery = {
  page: number;
  size: number;
  sort?: string | undefined;
  search?: string | undefined;
};

/** GET /api/account/v1/agency/search (search, page, size up to 200). */
export async function searchAgencies(
  query: AgencySearchQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.sort) params.set('sort', query.sort);
  if (query.search) params.set('search', query.search);
  return AgencyPageSchema.parse(
    await apiClient.get<unknown>(`/api/account/v1/agency/search?${params}`, { signal }),
  );
}

export const searchAgenciesQueryOptions = (query: AgencySearchQuery) =>
  queryOptions({
    queryKey: [...agenciesQueryKey, 'search', query],
    queryFn: ({ signal }) => searchAgencies(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAgencies = (query: AgencySearchQuery, enabled = true) =>
  useQuery({ ...searchAgenciesQueryOptions(query), enabled });
