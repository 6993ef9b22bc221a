import { JumpTokenSchema, jumpTokenPathFor, type AccountType, type JumpToken } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/{personaPath}/{accountId}/jtoken: a single-use token for /loading/{token}. */
export async function createJumpToken(target: {
  id: string;
  accountType: AccountType;
}): Promise<JumpToken> {
  const path = jumpTokenPathFor(target.accountType, target.id);
  if (!path) throw new Error(`No jump path for ${target.accountType}`);
  return JumpTokenSchema.parse(await apiClient.post<unknown>(path));
}
