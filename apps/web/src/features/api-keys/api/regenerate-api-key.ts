import { ApiKeyWithSecretSchema, type ApiKeyWithSecret } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** PUT /api/auth/v1/api/regenerate/{keyId}: a new secret, once; the old one stops working. */
export async function regenerateApiKey(keyId: string): Promise<ApiKeyWithSecret> {
  return ApiKeyWithSecretSchema.parse(
    await apiClient.put<unknown>(`/api/auth/v1/api/regenerate/${encodeURIComponent(keyId)}`),
  );
}

export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
