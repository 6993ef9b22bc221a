import {
  AgencyAccountPageSchema,
  AgencyAgentPageSchema,
  AgencyTeamPageSchema,
  BulkAssignResultSchema,
  type BulkAssignAgencyInput,
} from '@cyber/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { agencyAccountsQueryKey, agencyAgentsQueryKey, agencyTeamsQueryKey } from './keys.ts';
import { accountsQueryKey, searchAccountsQueryOptions } from '../../accounts/index.ts';

const agencyPath = (agencyId: string) => `/api/account/v1/agency/${encodeURIComponent(agencyId)}`;

/** Agent and team pickers keep an answer for a minute (spec 2 §9 "cache 1 minute"). */
const PICKER_STALE_MS = 60_000;

/** GET /api/account/v1/agency/{id}/accounts: the agency's accounts, paged on the server. */
export async function getAgencyAccounts(
  agencyId: string,
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return AgencyAccountPageSchema.parse(
    await apiClient.get<unknown>(`${agencyPath(agencyId)}/accounts`, { query, signal }),
  );
}

export const getAgencyAccountsQueryOptions = (agencyId: string, query: TableQuery) =>
  queryOptions({
    queryKey: [...agencyAccountsQueryKey(agencyId), query] as const,
    queryFn: ({ signal }) => getAgencyAccounts(agencyId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAgencyAccounts = (agencyId: string, query: TableQuery) =>
  useQuery(getAgencyAccountsQueryOptions(agencyId, query));

/** GET /api/account/v1/agency/{id}/agents?search=: the agent picker. */
export async function searchAgencyAgents(
  agencyId: string,
  search: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return AgencyAgentPageSchema.parse(
    await apiClient.get<unknown>(`${agencyPath(agencyId)}/agents`, {
      query: { search: search || undefined, size: 100 },
      signal,
    }),
  ).content;
}

export const useAgencyAgents = (agencyId: string | undefined, search: string) =>
  useQuery({
    queryKey: [...agencyAgentsQueryKey(agencyId ?? ''), search] as const,
    queryFn: ({ signal }) => searchAgencyAgents(agencyId!, search, { signal }),
    enabled: !!agencyId,
    staleTime: PICKER_STALE_MS,
  });

/** GET /api/account/v1/agency/{id}/teams?search=: the team picker. */
export async function searchAgencyTeams(
  agencyId: string,
  search: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return AgencyTeamPageSchema.parse(
    await apiClient.get<unknown>(`${agencyPath(agencyId)}/teams`, {
      query: { search: search || undefined, size: 100 },
      signal,
    }),
  ).content;
}

export const useAgencyTeams = (agencyId: string | undefined, search: string) =>
  useQuery({
    queryKey: [...agencyTeamsQueryKey(agencyId ?? ''), search] as const,
    queryFn: ({ signal }) => searchAgencyTeams(agencyId!, search, { signal }),
    enabled: !!agencyId,
    staleTime: PICKER_STALE_MS,
  });

/** Accounts to pick for assigning (provider staff): the accounts' search, 25 at a time. */
export const useAccountOptions = (search: string, enabled: boolean) =>
  useQuery({
    ...searchAccountsQueryOptions({ search: search || undefined, size: 25 }, enabled),
    select: (page) => page.content,
  });

/** POST /api/account/v1/agency/assign-by-email: the agency and its agent on many accounts. */
export function useAssignAgencyToAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkAssignAgencyInput) =>
      BulkAssignResultSchema.parse(
        await apiClient.post<unknown>('/api/account/v1/agency/assign-by-email', body),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['agencies', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['agencies', 'accounts'] }),
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
      ]),
  });
}
