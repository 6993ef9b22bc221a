import { POLICY_PATHS, PolicySchema, type Policy } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policyDetailKey } from './keys.ts';

/** GET /api/policy/v1/{id}: one binder or policy. */
export async function getPolicy(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Policy> {
  return PolicySchema.parse(
    await apiClient.get<unknown>(POLICY_PATHS.byId(encodeURIComponent(id)), { signal }),
  );
}

export const policyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyDetailKey(id),
    queryFn: ({ signal }) => getPolicy(id, { signal }),
  });

/** The open binder's or policy's detail; idle while none is open. */
export const usePolicy = (id: string | null) =>
  useQuery({ ...policyQueryOptions(id ?? ''), enabled: !!id });
