import { MfaMessageSchema, type MfaResetRequest } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/mfa/reset — e-mails a reset link when the credentials are right. */
export async function requestMfaReset(body: MfaResetRequest) {
  return MfaMessageSchema.parse(await apiClient.post<unknown>('/api/auth/v1/mfa/reset', body));
}

export const useRequestMfaReset = () => useMutation({ mutationFn: requestMfaReset });
