import { OnboardingMessageSchema, type OnboardingMessage } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/resendValidationEmail/{email}: the same answer for every address. */
export async function resendValidationEmail(email: string): Promise<OnboardingMessage> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/resendValidationEmail/${encodeURIComponent(email)}`,
  );
  return OnboardingMessageSchema.parse(data);
}

export const useResendValidationEmail = () => useMutation({ mutationFn: resendValidationEmail });
