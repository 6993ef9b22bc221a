import type { LoginRequest, TokenPair } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/v1/login. Any non-2xx answer (307 for a second factor, 412, 418, …) rejects
 * with an `ApiError` carrying status and body; the form maps it with `loginOutcome`. The schema
 * that checks the answer loads while the request is under way (it is not on the first download).
 */
export async function login(body: LoginRequest): Promise<TokenPair> {
  const [data, { TokenPairSchema }] = await Promise.all([
    apiClient.post<unknown>('/api/auth/v1/login', body),
    import('./auth-schemas.ts'),
  ]);
  return TokenPairSchema.parse(data);
}

export const useLogin = () => useMutation({ mutationFn: login });
