import {
  UNDERWRITING_PATHS,
  UpdateAuthorityResultSchema,
  type UpdateAuthorityRequest,
  type UpdateAuthorityResult,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { underwritersQueryOptions } from './get-underwriters.ts';

export type UpdateAuthorityInput = UpdateAuthorityRequest & { userId: string };

/** PUT /api/quote/v1/underwriters/{userId}/authority (provider admins). */
export async function updateAuthority({
  userId,
  ...body
}: UpdateAuthorityInput): Promise<UpdateAuthorityResult> {
  return UpdateAuthorityResultSchema.parse(
    await apiClient.put<unknown>(UNDERWRITING_PATHS.authority(userId), body),
  );
}

/** Save an underwriter's authority; the underwriters' list (and assignment menus) refresh. */
export function useUpdateAuthority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuthority,
    onSuccess: () => queryClient.invalidateQueries(underwritersQueryOptions()),
  });
}
