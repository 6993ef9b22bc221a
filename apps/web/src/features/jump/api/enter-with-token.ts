import { TokenPairSchema, type TokenPair } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/admin/enter/{token}: exchange a jump or switch token for a session. */
export async function enterWithToken(token: string): Promise<TokenPair> {
  return TokenPairSchema.parse(
    await apiClient.post<unknown>(`/api/auth/v1/admin/enter/${encodeURIComponent(token)}`),
  );
}
