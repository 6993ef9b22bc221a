import { POLICY_PATHS, PolicyBookSchema, type PolicyBook } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policiesKey } from './keys.ts';

/** GET /api/policy/v1/book: the caller's book by the counting rules, per currency. */
export async function getPolicyBook({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PolicyBook> {
  return PolicyBookSchema.parse(await apiClient.get<unknown>(POLICY_PATHS.book, { signal }));
}

export const policyBookQueryOptions = () =>
  queryOptions({
    queryKey: [...policiesKey, 'book'] as const,
    queryFn: ({ signal }) => getPolicyBook({ signal }),
  });

export const usePolicyBook = (enabled = true) => useQuery({ ...policyBookQueryOptions(), enabled });
