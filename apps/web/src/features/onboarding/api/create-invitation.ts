import { InvitationSchema, type CreateInvitationRequest, type Invitation } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { invitationsQueryKey } from './get-invitations.ts';

/** POST /api/auth/v1/invitations. */
export async function createInvitation(body: CreateInvitationRequest): Promise<Invitation> {
  const data = await apiClient.post<unknown>('/api/auth/v1/invitations', body);
  return InvitationSchema.parse(data);
}

export const useCreateInvitation = () =>
  useInvalidatingMutation(createInvitation, invitationsQueryKey);
