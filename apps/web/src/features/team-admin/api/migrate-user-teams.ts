import {
  OrganisationUserPageSchema,
  UserTeamsSchema,
  type MigrateTeamsRequest,
  type UserTeams,
} from '@cyber/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateTeams } from './save-team.ts';

/** PUT /api/auth/v1/users/teams/migrate/{userId}. */
export async function migrateUserTeams({
  userId,
  ...body
}: MigrateTeamsRequest & { userId: string }): Promise<UserTeams> {
  return UserTeamsSchema.parse(
    await apiClient.put<unknown>(
      `/api/auth/v1/users/teams/migrate/${encodeURIComponent(userId)}`,
      body,
    ),
  );
}

export function useMigrateUserTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: migrateUserTeams,
    onSuccess: () => invalidateTeams(queryClient),
  });
}

/** The users to pick from (GET /api/auth/v1/users?search=), with their current teams. */
export const useTeamMembersSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['team-admin', 'users', search] as const,
    queryFn: async () =>
      OrganisationUserPageSchema.parse(
        await apiClient.get<unknown>('/api/auth/v1/users', {
          query: { search: search || undefined, size: 100, sort: 'name,asc' },
        }),
      ).content,
    enabled,
  });
