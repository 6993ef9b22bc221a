import { InvitationSchema, type CreateInvitationRequest, type Invitation } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invitationsQueryKey } from './get-invitations.ts';

/** POST /api/auth/v1/invitations. */
export async function createInvitation(body: CreateInvitationRequest): Promise<Invitation> {
  const data = await apiClient.post<unknown>('/api/auth/v1/invitations', body);
  return InvitationSchema.parse(data);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
