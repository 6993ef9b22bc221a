import { AdminFlagListSchema, type AdminFlag } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/v1/flags: every flag with its settings and override count. */
export async function getAdminFlags({ signal }: { signal?: AbortSignal } = {}): Promise<
  AdminFlag[]
> {
  const data = await apiClient.get<unknown>('/api/admin/v1/flags', { signal });
  return AdminFlagListSchema.parse(data).content;
}

export const adminFlagsQueryKey = ['admin', 'flags'] as const;

export const getAdminFlagsQueryOptions = () =>
  queryOptions({
    queryKey: adminFlagsQueryKey,
    queryFn: ({ signal }) => getAdminFlags({ signal }),
  });

export const useAdminFlags = () => useQuery(getAdminFlagsQueryOptions());
