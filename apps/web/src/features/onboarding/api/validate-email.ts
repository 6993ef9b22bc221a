import { OnboardingMessageSchema, type OnboardingMessage } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/validateEmail/{token}: use an e-mail validation link. */
export async function validateEmail(token: string): Promise<OnboardingMessage> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/validateEmail/${encodeURIComponent(token)}`,
  );
  return OnboardingMessageSchema.parse(data);
}

export const useValidateEmail = () => useMutation({ mutationFn: validateEmail });
