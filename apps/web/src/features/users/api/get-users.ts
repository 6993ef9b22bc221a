import { OrganisationUserPageSchema, type OrganisationUserPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** GET /api/auth/v1/users: the organisation's users (page, size, search, sort). */
export async function getUsers(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrganisationUserPage> {
  const data = await apiClient.get<unknown>('/api/auth/v1/users', { query, signal });
  return OrganisationUserPageSchema.parse(data);
}

export const usersQueryKey = ['users-teams', 'users'] as const;

export const getUsersQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, query] as const,
    queryFn: ({ signal }) => getUsers(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: TableQuery) => useQuery(getUsersQueryOptions(query));
