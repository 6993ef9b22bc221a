import { BlacklistedDomainPageSchema, type BlacklistedDomainPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** GET /api/auth/v1/blacklist/domains (page, size 25 by default, search, sort). */
export async function getBlacklistedDomains(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlacklistedDomainPage> {
  const data = await apiClient.get<unknown>('/api/auth/v1/blacklist/domains', { query, signal });
  return BlacklistedDomainPageSchema.parse(data);
}

export const blacklistedDomainsQueryKey = ['reference', 'blacklisted-domains'] as const;

export const getBlacklistedDomainsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...blacklistedDomainsQueryKey, query] as const,
    queryFn: ({ signal }) => getBlacklistedDomains(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBlacklistedDomains = (query: TableQuery) =>
  useQuery(getBlacklistedDomainsQueryOptions(query));
