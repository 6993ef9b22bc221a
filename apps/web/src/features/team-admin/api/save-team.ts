import { TeamRowSchema, type TeamInput, type TeamRow } from '@cyber/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { teamAdminQueryKey } from './get-teams.ts';
import { teamsQueryKey } from '../../teams/index.ts';

/** POST /api/auth/v1/teams, or PUT /api/auth/v1/teams/{id} to rename. */
export async function saveTeam({ id, ...body }: TeamInput & { id?: string }): Promise<TeamRow> {
  const data = id
    ? await apiClient.put<unknown>(`/api/auth/v1/teams/${encodeURIComponent(id)}`, body)
    : await apiClient.post<unknown>('/api/auth/v1/teams', body);
  return TeamRowSchema.parse(data);
}

/** The teams table and the header's team selector both show teams. */
export const invalidateTeams = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: teamAdminQueryKey }),
    queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  ]);

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTeam, onSuccess: () => invalidateTeams(queryClient) });
}
