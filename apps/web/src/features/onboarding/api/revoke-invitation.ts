import { InvitationSchema, type Invitation } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { invitationsQueryKey } from './get-invitations.ts';

/** POST /api/auth/v1/invitations/{id}/revoke: the link and code stop working. */
export async function revokeInvitation(id: string): Promise<Invitation> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/invitations/${encodeURIComponent(id)}/revoke`,
  );
  return InvitationSchema.parse(data);
}

export const useRevokeInvitation = () =>
  useInvalidatingMutation(revokeInvitation, invitationsQueryKey);
