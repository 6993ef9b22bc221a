import { PolicyDiffSchema, SERVICING_PATHS, type PolicyDiff } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policyServicingKey } from './keys.ts';

export type PolicyDiffQuery = { id: string; from: number; to: number };

/** GET /api/policy/v1/{id}/diff?from=&to=: what changed in the terms between two revisions. */
export async function getPolicyDiff(
  { id, from, to }: PolicyDiffQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyDiff> {
  return PolicyDiffSchema.parse(
    await apiClient.get<unknown>(SERVICING_PATHS.diff(encodeURIComponent(id)), {
      query: { from, to },
      signal,
    }),
  );
}

export const policyDiffQueryOptions = (query: PolicyDiffQuery) =>
  queryOptions({
    queryKey: [...policyServicingKey(query.id), 'diff', query.from, query.to] as const,
    queryFn: ({ signal }) => getPolicyDiff(query, { signal }),
  });

/** The diff of two revisions; idle while none is asked for. */
export const usePolicyDiff = (query: PolicyDiffQuery | null) =>
  useQuery({
    ...policyDiffQueryOptions(query ?? { id: '', from: 0, to: 0 }),
    enabled: query !== null,
  });
