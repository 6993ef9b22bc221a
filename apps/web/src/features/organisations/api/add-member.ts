import type { GroupSegment } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { groupMembersQueryKey } from './group-members.ts';
import { organisationsQueryKey } from './search-organisations.ts';

export type AddMemberBody = { groupId: string; agencyId: string; agentUserId?: string };

/** POST /api/account/v1/{cluster|da}/add/agency: add an agency (an aggregator names its agent). */
export const addMember = (segment: GroupSegment, body: AddMemberBody) =>
  apiClient.post<{ ok: true }>(`/api/account/v1/${segment}/add/agency`, body);

export function useAddMember(segment: GroupSegment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMemberBody) => addMember(segment, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupMembersQueryKey }),
        queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
      ]),
  });
}
