import { TokenPairSchema, type LoginRequest, type TokenPair } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/v1/login. Any non-2xx answer (307 for a second factor, 412, 418, …) rejects
 * with an `ApiError` carrying status and body; the form maps it with `loginOutcome`.
 */
export async function login(body: LoginRequest): Promise<TokenPair> {
  const data = await apiClient.post<unknown>('/api/auth/v1/login', body);
  return TokenPairSchema.parse(data);
}

export const useLogin = () => useMutation({ mutationFn: login });
