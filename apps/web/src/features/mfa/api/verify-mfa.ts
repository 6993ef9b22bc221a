import { MfaStatusSchema, type MfaStatus, type MfaVerifyRequest } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

/** POST /api/auth/v1/mfa/verify — prove the pending factor; MFA turns on. */
export async function verifyMfa(body: MfaVerifyRequest): Promise<MfaStatus> {
  return MfaStatusSchema.parse(await apiClient.post<unknown>('/api/auth/v1/mfa/verify', body));
}

export const useVerifyMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    // The me call carries mfaType (the enforced-MFA modal reads it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};
