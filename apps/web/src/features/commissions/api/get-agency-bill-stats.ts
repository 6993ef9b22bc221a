import { AGENCY_BILL_PATHS, AgencyBillStatsSchema, type AgencyBillStats } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { agencyBillStatsKey } from './keys.ts';

/**
 * GET /api/billing/v1/agencyBilledInvoices/stats[?agencyId]: the agency bill book by currency —
 * an agency's own, or for provider staff the agency named (none named: every agency).
 */
export async function getAgencyBillStats(
  agencyId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AgencyBillStats> {
  return AgencyBillStatsSchema.parse(
    await apiClient.get<unknown>(AGENCY_BILL_PATHS.stats, { query: { agencyId }, signal }),
  );
}

export const getAgencyBillStatsQueryOptions = (agencyId: string | undefined) =>
  queryOptions({
    queryKey: agencyBillStatsKey(agencyId),
    queryFn: ({ signal }) => getAgencyBillStats(agencyId, { signal }),
  });

export const useAgencyBillStats = (agencyId: string | undefined) =>
  useQuery(getAgencyBillStatsQueryOptions(agencyId));
