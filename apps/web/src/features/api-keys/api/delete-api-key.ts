import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** DELETE /api/auth/v1/api/{keyId}. */
export const deleteApiKey = (keyId: string) =>
  apiClient.delete<void>(`/api/auth/v1/api/${encodeURIComponent(keyId)}`);

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
