import { OnboardingMessageSchema, type OnboardingMessage } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/passwords/{email}/reset?captcha=: forgot password. */
export async function requestPasswordReset(input: {
  email: string;
  captcha: string | null;
}): Promise<OnboardingMessage> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/passwords/${encodeURIComponent(input.email)}/reset`,
    undefined,
    { query: { captcha: input.captcha } },
  );
  return OnboardingMessageSchema.parse(data);
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
