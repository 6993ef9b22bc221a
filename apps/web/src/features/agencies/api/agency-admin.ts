import {
  AgencyAdminResultSchema,
  AgreementStatusSchema,
  SignAgreementResultSchema,
  type AgencyFeinInput,
  type SignAgreementInput,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { agenciesQueryKey, agencyAgreementQueryKey, agencyQueryKey } from './keys.ts';

const agencyPath = (agencyId: string) => `/api/account/v1/agency/${encodeURIComponent(agencyId)}`;

/** The payments and FEIN calls answer the agency as it now is: the page shows it at once. */
function useAgencyChange<T>(agencyId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => AgencyAdminResultSchema.parse(await call(input)),
    onSuccess: ({ agency }) => {
      queryClient.setQueryData(agencyQueryKey(agencyId), agency);
      return queryClient.invalidateQueries({ queryKey: [...agenciesQueryKey, 'search'] });
    },
  });
}

/** PUT /api/account/v1/agency/{id}/payments: pause (true) or resume (false). */
export const useSetAgencyPayments = (agencyId: string) =>
  useAgencyChange(agencyId, (paused: boolean) =>
    apiClient.put<unknown>(`${agencyPath(agencyId)}/payments`, { paused }),
  );

/** PUT /api/account/v1/agency/{id}/fein: a FEIN, or null to remove it. */
export const useSetAgencyFein = (agencyId: string) =>
  useAgencyChange(agencyId, (body: AgencyFeinInput) =>
    apiClient.put<unknown>(`${agencyPath(agencyId)}/fein`, body),
  );

/** GET /api/account/v1/agency/{id}/sign: the producer agreement's status. */
export async function getAgencyAgreement(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return AgreementStatusSchema.parse(
    await apiClient.get<unknown>(`${agencyPath(agencyId)}/sign`, { signal }),
  );
}

export const getAgencyAgreementQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: agencyAgreementQueryKey(agencyId),
    queryFn: ({ signal }) => getAgencyAgreement(agencyId, { signal }),
  });

export const useAgencyAgreement = (agencyId: string) =>
  useQuery(getAgencyAgreementQueryOptions(agencyId));

/** POST /api/account/v1/agency/{id}/sign: the agency's admin signs the current version. */
export function useSignAgencyAgreement(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignAgreementInput) =>
      SignAgreementResultSchema.parse(
        await apiClient.post<unknown>(`${agencyPath(agencyId)}/sign`, body),
      ),
    onSuccess: ({ agreement }) =>
      queryClient.setQueryData(agencyAgreementQueryKey(agencyId), agreement),
  });
}
