import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/auth/v1/users/{id}: answers { message: 'User removed' }. */
export const deleteUser = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/auth/v1/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
