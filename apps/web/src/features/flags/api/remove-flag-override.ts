import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminFlagsQueryKey } from './get-admin-flags.ts';
import { flagsQueryKey } from '../../auth/index.ts';

/** DELETE /api/admin/v1/flags/{key}/overrides/{userId}: the user sees the flag as everyone. */
export async function removeFlagOverride(key: string, userId: string): Promise<void> {
  await apiClient.delete<void>(
    `/api/admin/v1/flags/${encodeURIComponent(key)}/overrides/${encodeURIComponent(userId)}`,
  );
}

export function useRemoveFlagOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; userId: string }) => removeFlagOverride(v.key, v.userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFlagsQueryKey }),
        queryClient.invalidateQueries({ queryKey: flagsQueryKey }),
      ]),
  });
}
