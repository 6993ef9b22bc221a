import {
  AgentLicensePageSchema,
  LicenseAgentOptionSchema,
  type AgentLicenseInput,
  type AgentLicensePage,
} from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { agentLicensesKey } from './keys.ts';
import { licensePageQueryOptions } from './license-page-query.ts';

/** GET /api/agency/v1/agent/license/search/. */
export async function searchAgentLicenses(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AgentLicensePage> {
  const data = await apiClient.get<unknown>('/api/agency/v1/agent/license/search/', {
    query,
    signal,
  });
  return AgentLicensePageSchema.parse(data);
}

export const agentLicensesQueryOptions = (query: TableQuery) =>
  licensePageQueryOptions(agentLicensesKey, query, (signal) =>
    searchAgentLicenses(query, { signal }),
  );

export const useAgentLicenses = (query: TableQuery) => useQuery(agentLicensesQueryOptions(query));

/** GET /api/agency/v1/agent/license/agents: the agency's users a licence can name. */
export const useLicenseAgents = (agencyId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...agentLicensesKey, 'agents', agencyId ?? 'own'] as const,
    queryFn: async ({ signal }) =>
      z.array(LicenseAgentOptionSchema).parse(
        await apiClient.get<unknown>('/api/agency/v1/agent/license/agents', {
          query: { agencyId },
          signal,
        }),
      ),
    enabled,
  });

/** POST /api/agency/v1/agent/license, or PUT with the id. */
export const saveAgentLicense = (input: AgentLicenseInput & { id?: string | undefined }) =>
  input.id
    ? apiClient.put<{ message: string }>('/api/agency/v1/agent/license', input)
    : apiClient.post<{ message: string }>('/api/agency/v1/agent/license', input);

/** DELETE /api/agency/v1/agent/license/{licenseId}. */
export const deleteAgentLicense = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/agency/v1/agent/license/${encodeURIComponent(id)}`);

export const useSaveAgentLicense = () =>
  useInvalidatingMutation(saveAgentLicense, agentLicensesKey);

export const useDeleteAgentLicense = () =>
  useInvalidatingMutation(deleteAgentLicense, agentLicensesKey);
