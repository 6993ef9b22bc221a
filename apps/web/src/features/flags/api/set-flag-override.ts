import { FlagOverrideSchema, type FlagOverride } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminFlagsQueryKey } from './get-admin-flags.ts';
import { flagsQueryKey } from '../../auth/index.ts';

/** PUT /api/admin/v1/flags/{key}/overrides/{userId}: one user's own value of a flag. */
export async function setFlagOverride(
  key: string,
  userId: string,
  enabled: boolean,
): Promise<FlagOverride> {
  const data = await apiClient.put<unknown>(
    `/api/admin/v1/flags/${encodeURIComponent(key)}/overrides/${encodeURIComponent(userId)}`,
    { enabled },
  );
  return FlagOverrideSchema.parse(data);
}

export function useSetFlagOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; userId: string; enabled: boolean }) =>
      setFlagOverride(v.key, v.userId, v.enabled),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFlagsQueryKey }),
        queryClient.invalidateQueries({ queryKey: flagsQueryKey }),
      ]),
  });
}
