import {
  GroupAgencyOptionPageSchema,
  GroupAgentOptionListSchema,
  type GroupAgencyOption,
  type GroupAgentOption,
} from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/account/v1/organisations/agencies?search=: agencies to add to a group. */
export async function searchGroupAgencies(
  search: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GroupAgencyOption[]> {
  const data = await apiClient.get<unknown>('/api/account/v1/organisations/agencies', {
    query: { search: search || undefined, size: 100 },
    signal,
  });
  return GroupAgencyOptionPageSchema.parse(data).content;
}

export const groupAgenciesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['organisations', 'agency-picker', search] as const,
    queryFn: ({ signal }) => searchGroupAgencies(search, { signal }),
  });

export const useGroupAgencies = (search: string, enabled = true) =>
  useQuery({ ...groupAgenciesQueryOptions(search), enabled });

/** GET /api/account/v1/organisations/agencies/{id}/agents: the agents of an agency. */
export async function getAgencyAgents(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GroupAgentOption[]> {
  const data = await apiClient.get<unknown>(
    `/api/account/v1/organisations/agencies/${encodeURIComponent(agencyId)}/agents`,
    { signal },
  );
  return GroupAgentOptionListSchema.parse(data).content;
}

export const useAgencyAgents = (agencyId: string | undefined) =>
  useQuery({
    queryKey: ['organisations', 'agency-agents', agencyId ?? null] as const,
    queryFn: ({ signal }) => getAgencyAgents(agencyId!, { signal }),
    enabled: !!agencyId,
  });
