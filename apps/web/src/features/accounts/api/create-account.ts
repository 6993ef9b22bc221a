import { AccountCreatedSchema, type AccountCreateInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './keys.ts';

/** POST /api/account/v1/accounts: 201 with the account; 409 when it already exists. */
export async function createAccount(body: AccountCreateInput) {
  return AccountCreatedSchema.parse(
    await apiClient.post<unknown>('/api/account/v1/accounts', body),
  );
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
