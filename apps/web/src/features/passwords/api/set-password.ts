import {
  OnboardingMessageSchema,
  TokenPairSchema,
  type OnboardingMessage,
  type TokenPair,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SetPasswordInput = { token: string; password: string; confirmPassword: string };

/** POST /api/auth/v1/validatePasswordReset/{id}: a new password; no tokens are returned. */
export async function resetPassword({
  token,
  ...body
}: SetPasswordInput): Promise<OnboardingMessage> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/validatePasswordReset/${encodeURIComponent(token)}`,
    body,
  );
  return OnboardingMessageSchema.parse(data);
}

/** POST /api/auth/v1/validateUserInvited/{id}: confirm the account; signs the user in. */
export async function confirmUser({ token, ...body }: SetPasswordInput): Promise<TokenPair> {
  const data = await apiClient.post<unknown>(
    `/api/auth/v1/validateUserInvited/${encodeURIComponent(token)}`,
    body,
  );
  return TokenPairSchema.parse(data);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useConfirmUser = () => useMutation({ mutationFn: confirmUser });
