import { SignupResponseSchema, type SignupRequest, type SignupResponse } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/v1/signup?validationToken=: 200 with tokens (signed in), or 202 when the
 * address must be confirmed first.
 */
export async function signUp(input: {
  body: SignupRequest;
  validationToken?: string | undefined;
}): Promise<SignupResponse> {
  const data = await apiClient.post<unknown>('/api/auth/v1/signup', input.body, {
    query: { validationToken: input.validationToken },
  });
  return SignupResponseSchema.parse(data);
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
