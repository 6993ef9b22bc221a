import { FirmographicsRefreshedSchema, type FirmographicsRefreshInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './keys.ts';

/** POST /api/account/v1/accounts/{id}/firmographics/refresh. */
export async function refreshFirmographics({
  accountId,
  ...body
}: FirmographicsRefreshInput & { accountId: string }) {
  return FirmographicsRefreshedSchema.parse(
    await apiClient.post<unknown>(
      `/api/account/v1/accounts/${encodeURIComponent(accountId)}/firmographics/refresh`,
      body,
    ),
  );
}

export function useRefreshFirmographics(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirmographicsRefreshInput) => refreshFirmographics({ accountId, ...body }),
    // The account, its score, its risk picture (a refresh rescans) and the lists all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
