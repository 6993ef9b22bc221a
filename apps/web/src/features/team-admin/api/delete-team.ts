import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateTeams } from './save-team.ts';

/** DELETE /api/auth/v1/teams/{id}: answers { message: 'Team removed' }. */
export const deleteTeam = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/auth/v1/teams/${encodeURIComponent(id)}`);

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => invalidateTeams(queryClient) });
}
