import { MemberAgencyPageSchema, type GroupSegment, type MemberAgency } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

export type MemberAgencyPage = z.infer<typeof MemberAgencyPageSchema>;
export type { MemberAgency };

/** GET /api/account/v1/{cluster|da}/agencies?groupId=: the agencies of a group. */
export async function getGroupMembers(
  segment: GroupSegment,
  groupId: string | undefined,
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MemberAgencyPage> {
  const data = await apiClient.get<unknown>(`/api/account/v1/${segment}/agencies`, {
    query: { ...query, groupId },
    signal,
  });
  return MemberAgencyPageSchema.parse(data);
}

export const groupMembersQueryKey = ['organisations', 'members'] as const;

export const groupMembersQueryOptions = (
  segment: GroupSegment,
  groupId: string | undefined,
  query: TableQuery,
) =>
  queryOptions({
    queryKey: [...groupMembersQueryKey, segment, groupId ?? 'mine', query] as const,
    queryFn: ({ signal }) => getGroupMembers(segment, groupId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useGroupMembers = (
  segment: GroupSegment,
  groupId: string | undefined,
  query: TableQuery,
) => useQuery(groupMembersQueryOptions(segment, groupId, query));
