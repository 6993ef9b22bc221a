import { MfaUpdateResponseSchema, type MfaEnrolType, type MfaUpdateResponse } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type StartMfaEnrolmentInput = { mfaType: MfaEnrolType; phone?: string };

/** PUT /api/auth/v1/mfa/update?mfaType= — a new secret and QR (GOOGLE) or a sent code. */
export async function startMfaEnrolment({
  mfaType,
  phone,
}: StartMfaEnrolmentInput): Promise<MfaUpdateResponse> {
  const data = await apiClient.put<unknown>('/api/auth/v1/mfa/update', phone ? { phone } : {}, {
    query: { mfaType },
  });
  return MfaUpdateResponseSchema.parse(data);
}

export const useStartMfaEnrolment = () => useMutation({ mutationFn: startMfaEnrolment });
