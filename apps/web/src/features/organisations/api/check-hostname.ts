import { HostnameCheckSchema, type HostnameCheck } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/account/v1/organisations/hostname/check: is the hostname free? */
export async function checkHostname(
  hostname: string,
  excludeId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HostnameCheck> {
  const data = await apiClient.get<unknown>('/api/account/v1/organisations/hostname/check', {
    query: { hostname, excludeId },
    signal,
  });
  return HostnameCheckSchema.parse(data);
}

export const checkHostnameQueryOptions = (hostname: string, excludeId: string | undefined) =>
  queryOptions({
    queryKey: ['organisations', 'hostname', hostname, excludeId ?? null] as const,
    queryFn: ({ signal }) => checkHostname(hostname, excludeId, { signal }),
    staleTime: 0,
  });

/** Pass the already-debounced hostname; an empty one is not checked. */
export const useHostnameCheck = (hostname: string, excludeId: string | undefined) =>
  useQuery({ ...checkHostnameQueryOptions(hostname, excludeId), enabled: hostname.length > 0 });
