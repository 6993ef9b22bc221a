import { AccountPageSchema, type AccountListFilter, type AccountPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { accountsQueryKey } from './keys.ts';

export type AccountListQuery = TableQuery & {
  teamId?: string | undefined;
  accountFilter?: AccountListFilter | undefined;
};

/**
 * GET /api/account/v1/accounts: the accounts screen and the ACCOUNTS tab (page, size, sort,
 * search, teamId, accountFilter).
 */
export async function getAccounts(
  query: AccountListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccountPage> {
  const data = await apiClient.get<unknown>('/api/account/v1/accounts', { query, signal });
  return AccountPageSchema.parse(data);
}

export const getAccountsQueryOptions = (query: AccountListQuery) =>
  queryOptions({
    queryKey: [...accountsQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getAccounts(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAccounts = (query: AccountListQuery) => useQuery(getAccountsQueryOptions(query));
