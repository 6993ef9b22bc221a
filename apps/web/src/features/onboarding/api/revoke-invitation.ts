import { InvitationSchema, type Invitation } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invitationsQueryKey } from './get-invitations.ts';

/** POST /api/auth/v1/invitations/{id}/revoke: the link and code stop working. */
export async function revokeInvitation(id: string): Promise<Invitation> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/invitations/${encodeURIComponent(id)}/revoke`,
  );
  return InvitationSchema.parse(data);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
