import { InvitationSchema, type Invitation } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { invitationsQueryKey } from './get-invitations.ts';

/** POST /api/auth/v1/invitations/{id}/resend: a new link and code, a new expiry. */
export async function resendInvitation(id: string): Promise<Invitation> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/invitations/${encodeURIComponent(id)}/resend`,
  );
  return InvitationSchema.parse(data);
}

export const useResendInvitation = () =>
  useInvalidatingMutation(resendInvitation, invitationsQueryKey);
