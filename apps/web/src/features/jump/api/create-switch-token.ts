import { JumpTokenSchema, type JumpToken } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/accounts/{accountId}/myToken: switch to another own organisation. */
export async function createSwitchToken(accountId: string): Promise<JumpToken> {
  return JumpTokenSchema.parse(
    await apiClient.post<unknown>(`/api/auth/v1/accounts/${encodeURIComponent(accountId)}/myToken`),
  );
}
