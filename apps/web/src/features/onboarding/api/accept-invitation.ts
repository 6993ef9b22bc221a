import { AcceptInvitationResponseSchema, type AcceptInvitationResponse } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/invitations/accept: the signed-in user accepts an invitation. */
export async function acceptInvitation(validationToken: string): Promise<AcceptInvitationResponse> {
  const data = await apiClient.post<unknown>('/api/auth/v1/invitations/accept', {
    validationToken,
  });
  return AcceptInvitationResponseSchema.parse(data);
}

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
