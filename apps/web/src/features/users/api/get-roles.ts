import { RoleListSchema, type AccountType, type UserRole } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/roles?accountType=: the roles a user can be given. */
export async function getRoles(
  accountType: AccountType | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserRole[]> {
  const data = await apiClient.get<unknown>('/api/auth/v1/roles', {
    query: { accountType },
    signal,
  });
  return RoleListSchema.parse(data);
}

export const getRolesQueryOptions = (accountType?: AccountType) =>
  queryOptions({
    queryKey: ['users-teams', 'roles', accountType ?? 'own'] as const,
    queryFn: ({ signal }) => getRoles(accountType, { signal }),
    staleTime: 10 * 60_000,
  });

export const useRoles = (accountType?: AccountType, enabled = true) =>
  useQuery({ ...getRolesQueryOptions(accountType), enabled });
