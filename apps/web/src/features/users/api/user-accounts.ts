import {
  OrganisationOptionPageSchema,
  TeamPageSchema,
  UserAccountsSchema,
  type AccountType,
  type PutUserAccountsRequest,
  type UserAccounts,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

const accountsKey = (userId: string) => ['users-teams', 'user-accounts', userId] as const;

/** GET /api/auth/v1/users/accounts?userId= (provider staff). */
export async function getUserAccounts(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserAccounts> {
  const data = await apiClient.get<unknown>('/api/auth/v1/users/accounts', {
    query: { userId },
    signal,
  });
  return UserAccountsSchema.parse(data);
}

export const getUserAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountsKey(userId),
    queryFn: ({ signal }) => getUserAccounts(userId, { signal }),
    staleTime: 0,
  });

export const useUserAccounts = (userId: string | undefined) =>
  useQuery({ ...getUserAccountsQueryOptions(userId ?? ''), enabled: !!userId });

/** PUT /api/auth/v1/users/accounts: accountRoleMap and accountTeamsMap. */
export async function putUserAccounts(body: PutUserAccountsRequest): Promise<UserAccounts> {
  return UserAccountsSchema.parse(
    await apiClient.put<unknown>('/api/auth/v1/users/accounts', body),
  );
}

export function usePutUserAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserAccounts,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountsKey(saved.user.id), saved);
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

/** GET /api/auth/v1/users/organisations: the organisation picker (provider staff). */
export async function searchOrganisations(accountType: AccountType, search: string) {
  const data = await apiClient.get<unknown>('/api/auth/v1/users/organisations', {
    query: { accountType, search: search || undefined, size: 100 },
  });
  return OrganisationOptionPageSchema.parse(data).content;
}

export const useOrganisationOptions = (accountType: AccountType, search: string) =>
  useQuery({
    queryKey: ['users-teams', 'organisations', accountType, search] as const,
    queryFn: () => searchOrganisations(accountType, search),
    staleTime: 60_000,
  });

/** Teams of an organisation for the picker: GET /api/auth/v1/teams/all?organisationId=. */
export async function getOrganisationTeams(organisationId: string) {
  const data = await apiClient.get<unknown>('/api/auth/v1/teams/all', {
    query: { organisationId, size: 500, sort: 'name,asc' },
  });
  return TeamPageSchema.parse(data).content;
}

export const useOrganisationTeams = (organisationId: string | undefined) =>
  useQuery({
    queryKey: ['users-teams', 'organisation-teams', organisationId] as const,
    queryFn: () => getOrganisationTeams(organisationId!),
    enabled: !!organisationId,
    staleTime: 60_000,
  });
