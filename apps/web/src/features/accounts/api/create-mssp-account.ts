import { AccountCreatedSchema, type MsspAccountCreateInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './keys.ts';

/** POST /api/account/v1/mssp/accounts: the managed security provider variant. */
export async function createMsspAccount(body: MsspAccountCreateInput) {
  return AccountCreatedSchema.parse(
    await apiClient.post<unknown>('/api/account/v1/mssp/accounts', body),
  );
}

export function useCreateMsspAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMsspAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
