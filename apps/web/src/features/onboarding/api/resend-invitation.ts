import { InvitationSchema, type Invitation } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invitationsQueryKey } from './get-invitations.ts';

/** POST /api/auth/v1/invitations/{id}/resend: a new link and code, a new expiry. */
export async function resendInvitation(id: string): Promise<Invitation> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/invitations/${encodeURIComponent(id)}/resend`,
  );
  return InvitationSchema.parse(data);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
