import { AccountPageSchema, type AccountPage, type AccountSearchQuery } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './keys.ts';

/** GET /api/account/v1/accounts/search: lookup and the new-account modal (size 10). */
export async function searchAccounts(
  query: AccountSearchQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccountPage> {
  const data = await apiClient.get<unknown>('/api/account/v1/accounts/search', {
    query: query as Record<string, string | number | undefined>,
    signal,
  });
  return AccountPageSchema.parse(data);
}

export const searchAccountsQueryOptions = (query: AccountSearchQuery, enabled = true) =>
  queryOptions({
    queryKey: [...accountsQueryKey, 'search', query] as const,
    queryFn: ({ signal }) => searchAccounts(query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAccountSearch = (query: AccountSearchQuery, enabled = true) =>
  useQuery(searchAccountsQueryOptions(query, enabled));
