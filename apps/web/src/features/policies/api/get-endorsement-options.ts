import { EndorsementOptionsSchema, SERVICING_PATHS, type EndorsementOptions } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policyServicingKey } from './keys.ts';

/**
 * GET /api/policy/v1/{id}/endorsements/available: what the caller may endorse on the policy —
 * the types, the limits and deductibles, the forms, the days allowed and the current terms.
 */
export async function getEndorsementOptions(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EndorsementOptions> {
  return EndorsementOptionsSchema.parse(
    await apiClient.get<unknown>(SERVICING_PATHS.endorsementOptions(encodeURIComponent(id)), {
      signal,
    }),
  );
}

export const endorsementOptionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...policyServicingKey(id), 'endorsement-options'] as const,
    queryFn: ({ signal }) => getEndorsementOptions(id, { signal }),
  });

export const useEndorsementOptions = (id: string) => useQuery(endorsementOptionsQueryOptions(id));
