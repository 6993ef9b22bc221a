import type { GroupSegment } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { groupMembersQueryKey } from './group-members.ts';
import { organisationsQueryKey } from './search-organisations.ts';

/** PUT /api/account/v1/{cluster|da}/remove/agency/{agencyId}?groupId=: take an agency out. */
export const removeMember = (
  segment: GroupSegment,
  groupId: string | undefined,
  agencyId: string,
) =>
  apiClient.put<{ ok: true }>(
    `/api/account/v1/${segment}/remove/agency/${encodeURIComponent(agencyId)}`,
    undefined,
    { query: { groupId } },
  );

export function useRemoveMember(segment: GroupSegment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, agencyId }: { groupId: string | undefined; agencyId: string }) =>
      removeMember(segment, groupId, agencyId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupMembersQueryKey }),
        queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
      ]),
  });
}
