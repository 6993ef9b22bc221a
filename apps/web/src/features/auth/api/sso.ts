import type { SsoTokenRequest, TokenPair } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/v1/sso/start: the identity provider's address for a work e-mail (decision 061).
 * Read without zod: this runs on the sign-in page, whose first download stays small.
 */
export async function startSso(email: string): Promise<string> {
  const data = await apiClient.post<{ authorizationUrl?: unknown }>('/api/auth/v1/sso/start', {
    email,
  });
  if (typeof data?.authorizationUrl !== 'string') throw new Error('No authorization URL');
  return data.authorizationUrl;
}

/** POST /api/auth/v1/sso/token: what the identity provider sent back, for a session. */
export async function finishSso(body: SsoTokenRequest): Promise<TokenPair> {
  const [data, { TokenPairSchema }] = await Promise.all([
    apiClient.post<unknown>('/api/auth/v1/sso/token', body),
    import('./auth-schemas.ts'),
  ]);
  return TokenPairSchema.parse(data);
}
