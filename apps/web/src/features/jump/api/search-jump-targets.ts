import { JumpTargetPageSchema, type AccountType, type JumpTargetPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type JumpSearch = { search: string; accountType?: AccountType | undefined; size?: number };

/** GET /api/auth/v1/jump/search: organisations provider staff can open. */
export async function searchJumpTargets(
  params: JumpSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JumpTargetPage> {
  const data = await apiClient.get<unknown>('/api/auth/v1/jump/search', {
    query: {
      search: params.search || undefined,
      accountType: params.accountType,
      size: params.size ?? 8,
      sort: 'name,asc',
    },
    signal,
  });
  return JumpTargetPageSchema.parse(data);
}

export const searchJumpTargetsQueryOptions = (params: JumpSearch) =>
  queryOptions({
    queryKey: ['access', 'jump-targets', params] as const,
    queryFn: ({ signal }) => searchJumpTargets(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useJumpTargets = (params: JumpSearch) =>
  useQuery(searchJumpTargetsQueryOptions(params));
