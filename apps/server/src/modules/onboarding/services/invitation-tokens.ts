import { createHmac } from 'node:crypto';
import {
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  ONBOARDING_MESSAGES,
  ROLE_CATALOGUE,
  formatInvitationCode,
  normaliseInvitationCode,
  type AccountType,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { keyedHash } from '../../../lib/crypto.ts';
import { hashToken } from '../../../lib/tokens.ts';
import * as repo from '../onboarding.repository.ts';

/**
 * The invitation code is derived from the link's token with the server key: the database keeps
 * only hashes of both, yet the landing page (which holds the token) can prefill the code, and a
 * person who only has the code can type it at /signup.
 */
export function invitationCodeFor(secret: string, token: string): string {
  const mac = createHmac('sha256', secret).update(`invitation-code:${token}`).digest();
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i += 1) {
    code += INVITATION_CODE_ALPHABET[mac[i]! % INVITATION_CODE_ALPHABET.length];
  }
  return formatInvitationCode(code);
}

export const invitationCodeHash = (secret: string, code: string) =>
  keyedHash(secret, `invitation:${normaliseInvitationCode(code)}`);

export type InvitationLookup =
  | { status: 'valid'; row: repo.InvitationRow }
  | { status: 'expired' | 'used' | 'revoked'; row: repo.InvitationRow }
  | { status: 'unknown' };

/** An invitation by the token of its link, and whether it can still be used. */
export async function lookupInvitation(
  db: Database | Tx,
  token: string | undefined,
  now: Date,
): Promise<InvitationLookup> {
  if (!token || token.length > 200) return { status: 'unknown' };
  const row = await repo.findInvitationByTokenHash(db, hashToken(token));
  return row ? { status: statusOf(row, now), row } : { status: 'unknown' };
}

/** A pending invitation past its expiry counts as expired. */
export function statusOf(row: repo.InvitationRow, now: Date) {
  if (row.status === 'ACCEPTED') return 'used' as const;
  if (row.status === 'REVOKED') return 'revoked' as const;
  if (row.status === 'EXPIRED' || row.expiresAt <= now) return 'expired' as const;
  return 'valid' as const;
}

/** The message of an unusable invitation. */
export const unusableInvitationMessage = (status: 'expired' | 'used' | 'revoked' | 'unknown') =>
  ({
    expired: ONBOARDING_MESSAGES.invitationExpired,
    used: ONBOARDING_MESSAGES.invitationUsed,
    revoked: ONBOARDING_MESSAGES.invitationRevoked,
    unknown: ONBOARDING_MESSAGES.invalidInvitationCode,
  })[status];

/** The role an invitee gets when none was chosen: the first non-admin role of the type. */
export function defaultRoleKey(accountType: AccountType): string {
  const roles = ROLE_CATALOGUE[accountType];
  return (roles.find((r) => !r.isAdmin) ?? roles[0])!.key;
}

/** The admin role of an account type: the creator of a new organisation gets it. */
export function adminRoleKey(accountType: AccountType): string {
  const roles = ROLE_CATALOGUE[accountType];
  return (roles.find((r) => r.isAdmin) ?? roles[0])!.key;
}
