import { AGENCY_BILL_PATHS, AgencyBillTermsSchema, type AgencyBillTerms } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { agencyBillTermsKey } from './keys.ts';

/** GET /api/billing/v1/agencyBill/{agencyId}: whether the agency bills its clients, and since. */
export async function getAgencyBillTerms(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AgencyBillTerms> {
  return AgencyBillTermsSchema.parse(
    await apiClient.get<unknown>(AGENCY_BILL_PATHS.terms(agencyId), { signal }),
  );
}

export const getAgencyBillTermsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: agencyBillTermsKey(agencyId),
    queryFn: ({ signal }) => getAgencyBillTerms(agencyId, { signal }),
  });

export const useAgencyBillTerms = (agencyId: string) =>
  useQuery(getAgencyBillTermsQueryOptions(agencyId));
