import { MfaStatusSchema, type MfaDisableRequest, type MfaStatus } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

/** POST /api/auth/v1/mfa/disable — turn MFA off with the password. */
export async function disableMfa(body: MfaDisableRequest): Promise<MfaStatus> {
  return MfaStatusSchema.parse(await apiClient.post<unknown>('/api/auth/v1/mfa/disable', body));
}

export const useDisableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};
