import { FlagUserListSchema, type FlagUser } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/v1/flags/users?search=: users whose e-mail contains the text. */
export async function searchFlagUsers(
  search: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FlagUser[]> {
  const data = await apiClient.get<unknown>('/api/admin/v1/flags/users', {
    query: { search },
    signal,
  });
  return FlagUserListSchema.parse(data).content;
}

export const getFlagUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'flags', 'users', search] as const,
    queryFn: ({ signal }) => searchFlagUsers(search, { signal }),
    staleTime: 30_000,
  });

/** Searches once the text has at least two characters. */
export const useFlagUsers = (search: string) =>
  useQuery({ ...getFlagUsersQueryOptions(search), enabled: search.trim().length >= 2 });
