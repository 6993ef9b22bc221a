import { PolicyRevisionListSchema, SERVICING_PATHS, type PolicyRevision } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policyRevisionsKey } from './keys.ts';

/**
 * GET /api/policy/v1/{id}/revisions: the policy's transactions (decision 046), newest first
 * whatever order the server answers in.
 */
export async function getPolicyRevisions(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyRevision[]> {
  const { revisions } = PolicyRevisionListSchema.parse(
    await apiClient.get<unknown>(SERVICING_PATHS.revisions(encodeURIComponent(id)), { signal }),
  );
  return [...revisions].sort((a, b) => b.number - a.number);
}

export const policyRevisionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyRevisionsKey(id),
    queryFn: ({ signal }) => getPolicyRevisions(id, { signal }),
  });

/** The open policy's revisions, newest first; idle until `enabled`. */
export const usePolicyRevisions = (id: string, enabled = true) =>
  useQuery({ ...policyRevisionsQueryOptions(id), enabled });
