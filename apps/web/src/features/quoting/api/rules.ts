import {
  CoverageRulesSchema,
  EndorsementRulesSchema,
  RaterGlobalsSchema,
  TechEnoRateSchema,
  type CoverageRulesRequest,
  type ProductCode,
} from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import {
  coverageRulesQueryKey,
  endorsementRulesQueryKey,
  raterGlobalsQueryKey,
  techEnoRateQueryKey,
} from './keys.ts';

/** POST /api/rater/v1/rules/{naicsCode}: coverage availability, flags and messages. */
export async function getCoverageRules(
  naicsCode: string,
  body: CoverageRulesRequest,
  { signal }: { signal?: AbortSignal } = {},
) {
  return CoverageRulesSchema.parse(
    await apiClient.post<unknown>(`/api/rater/v1/rules/${encodeURIComponent(naicsCode)}`, body, {
      signal,
    }),
  );
}

export const getCoverageRulesQueryOptions = (naicsCode: string, body: CoverageRulesRequest) =>
  queryOptions({
    queryKey: coverageRulesQueryKey(naicsCode, body),
    queryFn: ({ signal }) => getCoverageRules(naicsCode, body, { signal }),
  });

export const useCoverageRules = (
  naicsCode: string,
  body: CoverageRulesRequest,
  options: { enabled?: boolean } = {},
) => useQuery({ ...getCoverageRulesQueryOptions(naicsCode, body), ...options });

export type GlobalsRequest = { product?: ProductCode; surplus?: boolean; revenue?: number | null };

/** POST /api/rater/v1/rules/globals/{state}: aggLimits, deductibles, hrs and defaults. */
export async function getRaterGlobals(
  state: string,
  body: GlobalsRequest = {},
  { signal }: { signal?: AbortSignal } = {},
) {
  return RaterGlobalsSchema.parse(
    await apiClient.post<unknown>(
      `/api/rater/v1/rules/globals/${encodeURIComponent(state)}`,
      body,
      {
        signal,
      },
    ),
  );
}

export const getRaterGlobalsQueryOptions = (state: string, body: GlobalsRequest = {}) =>
  queryOptions({
    queryKey: raterGlobalsQueryKey(state, body),
    queryFn: ({ signal }) => getRaterGlobals(state, body, { signal }),
  });

export const useRaterGlobals = (
  state: string,
  body: GlobalsRequest = {},
  options: { enabled?: boolean } = {},
) => useQuery({ ...getRaterGlobalsQueryOptions(state, body), ...options });

export type RuleQuery = {
  product?: ProductCode;
  state: string;
  effectiveDate: string;
  isSurplus?: boolean;
};

/** GET /api/rater/v1/rules/techeno-rate. */
export async function getTechEnoRate(query: RuleQuery, { signal }: { signal?: AbortSignal } = {}) {
  return TechEnoRateSchema.parse(
    await apiClient.get<unknown>('/api/rater/v1/rules/techeno-rate', { query, signal }),
  );
}

export const getTechEnoRateQueryOptions = (query: RuleQuery) =>
  queryOptions({
    queryKey: techEnoRateQueryKey(query),
    queryFn: ({ signal }) => getTechEnoRate(query, { signal }),
  });

export const useTechEnoRate = (query: RuleQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getTechEnoRateQueryOptions(query), ...options });

/** GET /api/rater/v1/rules/endorsement. */
export async function getEndorsementRules(
  query: RuleQuery & { industryCode?: string },
  { signal }: { signal?: AbortSignal } = {},
) {
  return EndorsementRulesSchema.parse(
    await apiClient.get<unknown>('/api/rater/v1/rules/endorsement', { query, signal }),
  );
}

export const getEndorsementRulesQueryOptions = (query: RuleQuery & { industryCode?: string }) =>
  queryOptions({
    queryKey: endorsementRulesQueryKey(query),
    queryFn: ({ signal }) => getEndorsementRules(query, { signal }),
  });

export const useEndorsementRules = (
  query: RuleQuery & { industryCode?: string },
  options: { enabled?: boolean } = {},
) => useQuery({ ...getEndorsementRulesQueryOptions(query), ...options });
