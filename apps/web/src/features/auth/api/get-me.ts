import { ME_STALE_MS, MeSchema, type Me } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/me: the signed-in user and their account. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  const data = await apiClient.get<unknown>('/api/auth/v1/me', { signal });
  return MeSchema.parse(data);
}

export const meQueryKey = ['auth', 'me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: ME_STALE_MS,
  });

export const useMe = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMeQueryOptions(), ...options });
