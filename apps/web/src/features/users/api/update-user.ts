import {
  OrganisationUserSchema,
  type OrganisationUser,
  type UpdateUserRequest,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
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

export const useUpdateUser = () => useInvalidatingMutation(updateUser, usersQueryKey);
