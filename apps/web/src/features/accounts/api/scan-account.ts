import { AccountScannedSchema } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountRiskQueryKey } from './keys.ts';

/** POST /api/account/v1/accounts/{id}/scans: an on-demand scan (one a minute). */
export async function scanAccount(accountId: string) {
  return AccountScannedSchema.parse(
    await apiClient.post<unknown>(
      `/api/account/v1/accounts/${encodeURIComponent(accountId)}/scans`,
    ),
  );
}

export function useScanAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scanAccount(accountId),
    onSuccess: ({ risk }) => {
      queryClient.setQueryData(accountRiskQueryKey(accountId), risk);
      return queryClient.invalidateQueries({ queryKey: accountRiskQueryKey(accountId) });
    },
  });
}
