import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/auth/v1/users/{id}: answers { message: 'User removed' }. */
export const deleteUser = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/auth/v1/users/${encodeURIComponent(id)}`);

export const useDeleteUser = () => useInvalidatingMutation(deleteUser, usersQueryKey);
