import { AccountSchema, type Account } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKey } from './keys.ts';

/** GET /api/account/v1/accounts/{id}. */
export async function getAccount(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Account> {
  const data = await apiClient.get<unknown>(
    `/api/account/v1/accounts/${encodeURIComponent(accountId)}`,
    { signal },
  );
  return AccountSchema.parse(data);
}

export const getAccountQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountQueryKey(accountId),
    queryFn: ({ signal }) => getAccount(accountId, { signal }),
  });

export const useAccount = (accountId: string) => useQuery(getAccountQueryOptions(accountId));
