import { PasswordConstraintListSchema, type PasswordConstraint } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/password-constraints: the rules every password must meet. */
export async function getPasswordConstraints({ signal }: { signal?: AbortSignal } = {}): Promise<
  PasswordConstraint[]
> {
  const data = await apiClient.get<unknown>('/api/auth/v1/password-constraints', { signal });
  return PasswordConstraintListSchema.parse(data);
}

export const getPasswordConstraintsQueryOptions = () =>
  queryOptions({
    queryKey: ['passwords', 'constraints'] as const,
    queryFn: ({ signal }) => getPasswordConstraints({ signal }),
    staleTime: 60 * 60_000,
  });

export const usePasswordConstraints = () => useQuery(getPasswordConstraintsQueryOptions());
