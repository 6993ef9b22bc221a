import { AdminFlagSchema, type AdminFlag, type UpdateFlagBody } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminFlagsQueryKey } from './get-admin-flags.ts';
import { flagsQueryKey } from '../../auth/index.ts';

/** PUT /api/admin/v1/flags/{key}: on/off and the flag's settings. */
export async function updateFlag(key: string, body: UpdateFlagBody): Promise<AdminFlag> {
  const data = await apiClient.put<unknown>(`/api/admin/v1/flags/${encodeURIComponent(key)}`, body);
  return AdminFlagSchema.parse(data);
}

/** Saves a flag; the admin list and everyone's view of the flags are refreshed. */
export function useUpdateFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: UpdateFlagBody }) => updateFlag(key, body),
    onSuccess: async (flag) => {
      queryClient.setQueryData<AdminFlag[]>(adminFlagsQueryKey, (list) =>
        list?.map((f) => (f.key === flag.key ? flag : f)),
      );
      // The banners and maintenance read the public flags: show the change at once.
      await queryClient.invalidateQueries({ queryKey: flagsQueryKey });
    },
  });
}
