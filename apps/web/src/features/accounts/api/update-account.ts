import { AccountSchema, type AccountUpdateInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKey, accountsQueryKey } from './keys.ts';

/** PUT /api/account/v1/accounts/{id}: every firmographic field. */
export async function updateAccount({
  accountId,
  ...body
}: AccountUpdateInput & { accountId: string }) {
  return AccountSchema.parse(
    await apiClient.put<unknown>(`/api/account/v1/accounts/${encodeURIComponent(accountId)}`, body),
  );
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey(account.id), account);
      return queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
