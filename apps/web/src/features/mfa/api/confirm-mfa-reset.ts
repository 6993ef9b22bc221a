import { MfaMessageSchema } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/validateMFAReset/{token} — use the e-mailed link. */
export async function confirmMfaReset(token: string) {
  return MfaMessageSchema.parse(
    await apiClient.post<unknown>(`/api/auth/v1/validateMFAReset/${encodeURIComponent(token)}`),
  );
}

export const useConfirmMfaReset = () => useMutation({ mutationFn: confirmMfaReset });
