import { ApiKeySchema, type ApiKey, type ApiKeyInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** PUT /api/auth/v1/api/{keyId}: name and description. */
export async function updateApiKey({
  keyId,
  ...body
}: ApiKeyInput & { keyId: string }): Promise<ApiKey> {
  return ApiKeySchema.parse(
    await apiClient.put<unknown>(`/api/auth/v1/api/${encodeURIComponent(keyId)}`, body),
  );
}

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
