import { ApiKeyWithSecretSchema, type ApiKeyInput, type ApiKeyWithSecret } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** POST /api/auth/v1/api: the answer carries the secret, once. */
export async function createApiKey(body: ApiKeyInput): Promise<ApiKeyWithSecret> {
  return ApiKeyWithSecretSchema.parse(await apiClient.post<unknown>('/api/auth/v1/api', body));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
