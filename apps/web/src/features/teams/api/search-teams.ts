import { TeamListSchema, type Team } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/teams/search: teams of the organisation acted in, by name. */
export async function searchTeams(
  search: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Team[]> {
  const data = await apiClient.get<unknown>('/api/auth/v1/teams/search', {
    query: { search: search || undefined },
    signal,
  });
  return TeamListSchema.parse(data);
}

/** Every team query of the organisation acted in; a change to its teams invalidates them. */
export const teamsQueryKey = ['access', 'teams'] as const;

export const searchTeamsQueryOptions = (accountId: string, search: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, accountId, search] as const,
    queryFn: ({ signal }) => searchTeams(search, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useTeamSearch = (accountId: string, search: string, enabled = true) =>
  useQuery({ ...searchTeamsQueryOptions(accountId, search), enabled });
