import { TeamPageSchema, type TeamPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** GET /api/auth/v1/teams/all (page, size, search, sort). */
export async function getTeams(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamPage> {
  const data = await apiClient.get<unknown>('/api/auth/v1/teams/all', { query, signal });
  return TeamPageSchema.parse(data);
}

/** Also invalidates the header's team selector (teams' `teamsQueryKey`) after a change. */
export const teamAdminQueryKey = ['team-admin'] as const;

export const getTeamsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...teamAdminQueryKey, 'teams', query] as const,
    queryFn: ({ signal }) => getTeams(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTeams = (query: TableQuery) => useQuery(getTeamsQueryOptions(query));
