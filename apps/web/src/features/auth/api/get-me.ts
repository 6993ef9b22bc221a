import { ME_STALE_MS, type Me } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from './keys.ts';

/**
 * GET /api/auth/v1/me: the signed-in user and their account. The schema that checks the answer
 * loads while the request is under way: every page asks for the user when signed in, but it is
 * not worth zod on the first download of the sign-in page.
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  const [data, { MeSchema }] = await Promise.all([
    apiClient.get<unknown>('/api/auth/v1/me', { signal }),
    import('./auth-schemas.ts'),
  ]);
  return MeSchema.parse(data);
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: ME_STALE_MS,
  });

export const useMe = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMeQueryOptions(), ...options });
