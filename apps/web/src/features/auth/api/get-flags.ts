import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type Flags = Record<string, boolean>;

/** GET /api/auth/v1/flags: feature flags by key. */
export async function getFlags({ signal }: { signal?: AbortSignal } = {}): Promise<Flags> {
  const data = await apiClient.get<{ flags?: Flags }>('/api/auth/v1/flags', { signal });
  return data?.flags ?? {};
}

export const getFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'flags'] as const,
    queryFn: ({ signal }) => getFlags({ signal }),
    staleTime: 60_000,
  });

export const useFlags = () => useQuery(getFlagsQueryOptions());

export const isFlagOn = (flags: Flags | undefined, key: string): boolean => flags?.[key] === true;
