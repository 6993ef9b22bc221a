import { AccountSchema, type AccountDeclineInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKey, accountsQueryKey } from './keys.ts';

const DeclinedSchema = z.object({ message: z.string(), account: AccountSchema });

/** PUT /api/account/v1/accounts/decline/{id} (productType, reason, reasonSummary). */
export async function declineAccount({
  accountId,
  ...body
}: AccountDeclineInput & { accountId: string }) {
  return DeclinedSchema.parse(
    await apiClient.put<unknown>(
      `/api/account/v1/accounts/decline/${encodeURIComponent(accountId)}`,
      body,
    ),
  );
}

export function useDeclineAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineAccount,
    onSuccess: ({ account }) => {
      queryClient.setQueryData(accountQueryKey(account.id), account);
      return queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
