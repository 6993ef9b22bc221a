import { AccountMessageSchema } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './keys.ts';

/** DELETE /api/account/v1/accounts/{id}: 'Account Deleted Successfully!'. */
export async function deleteAccount(accountId: string) {
  return AccountMessageSchema.parse(
    await apiClient.delete<unknown>(`/api/account/v1/accounts/${encodeURIComponent(accountId)}`),
  );
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
