import {
  OrganisationUserSchema,
  type OrganisationUser,
  type UpdateUserRequest,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** PUT /api/auth/v1/users/{id}. */
export async function updateUser({
  id,
  ...body
}: UpdateUserRequest & { id: string }): Promise<OrganisationUser> {
  return OrganisationUserSchema.parse(
    await apiClient.put<unknown>(`/api/auth/v1/users/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
