import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSessionClaims } from '../../../lib/auth/session.ts';

export type Flags = Record<string, boolean>;

/**
 * GET /api/auth/v1/flags: feature flags by key. Public flags for everyone; signed in, all flags
 * with the user's own overrides (the token is sent when there is one).
 */
export async function getFlags({ signal }: { signal?: AbortSignal } = {}): Promise<Flags> {
  const data = await apiClient.get<{ flags?: Flags }>('/api/auth/v1/flags', { signal });
  return data?.flags ?? {};
}

export const getFlagsQueryOptions = (userId: string | null = null) =>
  queryOptions({
    queryKey: ['auth', 'flags', userId] as const,
    queryFn: ({ signal }) => getFlags({ signal }),
    staleTime: 60_000,
  });

export const useFlags = () => useQuery(getFlagsQueryOptions(useSessionClaims()?.sub ?? null));

export const isFlagOn = (flags: Flags | undefined, key: string): boolean => flags?.[key] === true;
