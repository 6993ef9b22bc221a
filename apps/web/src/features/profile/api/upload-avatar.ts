import { AvatarUploadResponseSchema } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

/** POST /api/auth/v1/me/avatar (multipart field "file"): the cropped picture. */
export async function uploadAvatar(file: Blob, fileName = 'avatar.png') {
  const form = new FormData();
  form.append('file', file, fileName);
  return AvatarUploadResponseSchema.parse(
    await apiClient.post<unknown>('/api/auth/v1/me/avatar', form),
  );
}

/** DELETE /api/auth/v1/me/avatar */
export const deleteAvatar = () => apiClient.delete<void>('/api/auth/v1/me/avatar');

export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: Blob; fileName?: string }) =>
      uploadAvatar(input.file, input.fileName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};

export const useDeleteAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};
