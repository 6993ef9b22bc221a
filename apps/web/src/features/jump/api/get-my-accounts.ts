import { MyAccountListSchema, type MyAccount } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/accounts/mine: the organisations the user belongs to. */
export async function getMyAccounts({ signal }: { signal?: AbortSignal } = {}): Promise<
  MyAccount[]
> {
  return MyAccountListSchema.parse(
    await apiClient.get<unknown>('/api/auth/v1/accounts/mine', { signal }),
  );
}

export const getMyAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['access', 'my-accounts'] as const,
    queryFn: ({ signal }) => getMyAccounts({ signal }),
    staleTime: 10 * 60_000,
  });

export const useMyAccounts = () => useQuery(getMyAccountsQueryOptions());
