import {
  AccountAgenciesResponseSchema,
  type AssignAgencyInput,
  type ChangeAgentInput,
  type PolicyholderContactInput,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountAgenciesQueryKey } from './keys.ts';
import { accountQueryKey } from '../../accounts/index.ts';

type Message = { message: string };
const base = (accountId: string) => `/api/account/v1/accounts/${encodeURIComponent(accountId)}`;

/** GET /api/account/v1/accounts/{id}/agencies → data.agencies (agencyName, agencyId…). */
export async function getAccountAgencies(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return AccountAgenciesResponseSchema.parse(
    await apiClient.get<unknown>(`${base(accountId)}/agencies`, { signal }),
  ).data;
}

export const getAccountAgenciesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountAgenciesQueryKey(accountId),
    queryFn: ({ signal }) => getAccountAgencies(accountId, { signal }),
  });

export const useAccountAgencies = (accountId: string) =>
  useQuery(getAccountAgenciesQueryOptions(accountId));

/**
 * Every change to an account's agencies: the call, then the account (its agency block) and this
 * card are refetched.
 */
function useAccountAgencyMutation<T>(accountId: string, call: (input: T) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey(accountId) }),
  });
}

/** POST …/agencies: assign (agency of record) or link (link: true). */
export const useAssignAgency = (accountId: string) =>
  useAccountAgencyMutation(accountId, (body: AssignAgencyInput) =>
    apiClient.post<Message>(`${base(accountId)}/agencies`, body),
  );

/** DELETE …/agencies/{agencyId}: unlink, or decline an access request. */
export const useUnlinkAgency = (accountId: string) =>
  useAccountAgencyMutation(accountId, (agencyId: string) =>
    apiClient.delete<Message>(`${base(accountId)}/agencies/${encodeURIComponent(agencyId)}`),
  );

/** PUT …/agencies/{agencyId}/approve. */
export const useApproveAgency = (accountId: string) =>
  useAccountAgencyMutation(accountId, (agencyId: string) =>
    apiClient.put<Message>(
      `${base(accountId)}/agencies/${encodeURIComponent(agencyId)}/approve`,
      {},
    ),
  );

/** PUT …/favourite. */
export const useFavouriteAccount = (accountId: string) =>
  useAccountAgencyMutation(accountId, (favourite: boolean) =>
    apiClient.put<Message>(`${base(accountId)}/favourite`, { favourite }),
  );

/** PUT …/agent. */
export const useChangeAgent = (accountId: string) =>
  useAccountAgencyMutation(accountId, (body: ChangeAgentInput) =>
    apiClient.put<Message>(`${base(accountId)}/agent`, body),
  );

/** PUT / DELETE …/my-agent (insured users). */
export const useMyAgent = (accountId: string) =>
  useAccountAgencyMutation(accountId, (agencyId: string | null) =>
    agencyId
      ? apiClient.put<Message>(`${base(accountId)}/my-agent`, { agencyId })
      : apiClient.delete<Message>(`${base(accountId)}/my-agent`),
  );

/** PUT …/contact (policyholder contact, optionally as a user). */
export const useSavePolicyholderContact = (accountId: string) =>
  useAccountAgencyMutation(accountId, (body: PolicyholderContactInput) =>
    apiClient.put<Message>(`${base(accountId)}/contact`, body),
  );
