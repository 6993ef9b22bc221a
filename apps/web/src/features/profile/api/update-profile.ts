import { ProfileSchema, type Profile, type UpdateProfileRequest } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

/** PUT /api/auth/v1/me — names and phone of the signed-in user. */
export async function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return ProfileSchema.parse(await apiClient.put<unknown>('/api/auth/v1/me', body));
}

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};
