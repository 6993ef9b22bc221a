import { LicensedAgentListSchema, SurplusLicensePageSchema } from '@cyber/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { agentLicensesKey, surplusLicensesKey } from './keys.ts';

/*
 * The licences that let an agency quote in a state (the quote flow's state-licence step). Under
 * the lists' keys, so saving or deleting a licence refreshes them.
 */

/** GET /api/agency/v1/agent/license/{state}: the agency's agents licensed there today. */
export const stateLicensedAgentsQueryOptions = (state: string) =>
  queryOptions({
    queryKey: [...agentLicensesKey, 'state', state] as const,
    queryFn: async ({ signal }) =>
      LicensedAgentListSchema.parse(
        await apiClient.get<unknown>(`/api/agency/v1/agent/license/${encodeURIComponent(state)}`, {
          signal,
        }),
      ),
  });

/** GET /api/account/v1/agency/surplus/search: the agency's surplus licences in a state. */
export const stateSurplusLicensesQueryOptions = (state: string) =>
  queryOptions({
    queryKey: [...surplusLicensesKey, 'state', state] as const,
    queryFn: async ({ signal }) =>
      SurplusLicensePageSchema.parse(
        await apiClient.get<unknown>('/api/account/v1/agency/surplus/search', {
          query: { surplusLinesState: state, size: 25 },
          signal,
        }),
      ).content,
  });
