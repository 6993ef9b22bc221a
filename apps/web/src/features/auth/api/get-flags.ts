import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSessionClaims } from '../../../lib/auth/session.ts';
import { flagsQueryKey } from './keys.ts';

export type Flags = Record<string, boolean>;
/** Settings of public flags (the incident banner's message and status page), by key. */
export type FlagPayloads = Record<string, Record<string, unknown>>;
export type FlagsResponse = { flags: Flags; payloads: FlagPayloads };

/**
 * GET /api/auth/v1/flags: feature flags by key. Public flags for everyone; signed in, all flags
 * with the user's own overrides (the token is sent when there is one).
 */
export async function getFlags({ signal }: { signal?: AbortSignal } = {}): Promise<Flags> {
  const data = await apiClient.get<{ flags?: Flags }>('/api/auth/v1/flags', { signal });
  return data?.flags ?? {};
}

/** The whole flags response: flags plus the settings public flags carry. */
export async function getFlagsResponse({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FlagsResponse> {
  const data = await apiClient.get<Partial<FlagsResponse>>('/api/auth/v1/flags', { signal });
  return { flags: data?.flags ?? {}, payloads: data?.payloads ?? {} };
}

export const getFlagsQueryOptions = (userId: string | null = null) =>
  queryOptions({
    queryKey: [...flagsQueryKey, userId] as const,
    queryFn: ({ signal }) => getFlagsResponse({ signal }),
    staleTime: 60_000,
  });

const selectFlags = (response: FlagsResponse) => response.flags;
const selectPayloads = (response: FlagsResponse) => response.payloads;

export const useFlags = () =>
  useQuery({ ...getFlagsQueryOptions(useSessionClaims()?.sub ?? null), select: selectFlags });

export const useFlagPayloads = () =>
  useQuery({ ...getFlagsQueryOptions(useSessionClaims()?.sub ?? null), select: selectPayloads });

export const isFlagOn = (flags: Flags | undefined, key: string): boolean => flags?.[key] === true;
