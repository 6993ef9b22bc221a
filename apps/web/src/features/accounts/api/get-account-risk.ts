import { AccountRiskSchema, type AccountRisk } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountRiskQueryKey } from './keys.ts';

/** GET /api/account/v1/accounts/{id}/risk: the newest scan with its aggregates. */
export async function getAccountRisk(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccountRisk> {
  return AccountRiskSchema.parse(
    await apiClient.get<unknown>(`/api/account/v1/accounts/${encodeURIComponent(accountId)}/risk`, {
      signal,
    }),
  );
}

export const getAccountRiskQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountRiskQueryKey(accountId),
    queryFn: ({ signal }) => getAccountRisk(accountId, { signal }),
  });

export const useAccountRisk = (accountId: string) =>
  useQuery(getAccountRiskQueryOptions(accountId));
