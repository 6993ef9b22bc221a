import {
  POLICY_PATHS,
  PolicyPageSchema,
  type PolicyListKind,
  type PolicyPage,
  type PolicyPaymentFilter,
  type TeamScope,
} from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policyListKey } from './keys.ts';

/** The BINDERS or POLICIES tab's query (PolicySearchQuerySchema) as the screen sends it. */
export type PoliciesSearch = {
  page: number;
  size: number;
  kind: PolicyListKind;
  sort?: string | undefined;
  search?: string | undefined;
  accountId?: string | undefined;
  /** The dashboard's team scopes (an agency's users). */
  teamScope?: TeamScope | undefined;
  teamId?: string | undefined;
  /** BINDERS: paid, or still to pay. */
  payment?: PolicyPaymentFilter | undefined;
  /** POLICIES: only those open for renewal. */
  openForRenewal?: 'true' | undefined;
};

/** GET /api/policy/v1/search: one page of binders or of issued policies. */
export async function searchPolicies(
  query: PoliciesSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyPage> {
  return PolicyPageSchema.parse(
    await apiClient.get<unknown>(POLICY_PATHS.search, { query, signal }),
  );
}

export const policiesQueryOptions = (query: PoliciesSearch) =>
  queryOptions({
    queryKey: [...policyListKey, query] as const,
    queryFn: ({ signal }) => searchPolicies(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePolicies = (query: PoliciesSearch) => useQuery(policiesQueryOptions(query));
