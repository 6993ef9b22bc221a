import { API_KEY_ID_PATTERN, type AccountType } from '@cyber/domain';
import { sameDigest } from '../../../lib/crypto.ts';
import { hashToken } from '../../../lib/tokens.ts';
import type { AuthenticatedKey, ServiceDeps } from '../../../context/index.ts';
import { findMembership } from '../../auth/index.ts';
import * as repo from '../access.repository.ts';

/**
 * Check `<keyId>.<secret>`: a live key whose secret hashes to the stored digest, whose owner is
 * active and still a member of the key's organisation, which is active too. The call then runs
 * with the owner's current permissions there. Null for anything else (the caller answers 401).
 */
export async function authenticateApiKey(
  deps: ServiceDeps,
  presented: string,
): Promise<AuthenticatedKey | null> {
  const dot = presented.indexOf('.');
  if (dot < 0 || presented.length > 200) return null;
  const keyId = presented.slice(0, dot);
  const secret = presented.slice(dot + 1);
  if (!API_KEY_ID_PATTERN.test(keyId) || !secret) return null;

  const found = await repo.findKeyForAuthentication(deps.db, keyId);
  if (!found || !sameDigest(found.key.secretHash, hashToken(secret))) return null;
  if (found.ownerStatus !== 'ACTIVE' || found.organisationStatus !== 'ACTIVE') return null;
  const membership = await findMembership(deps.db, found.key.ownerUserId, found.key.organisationId);
  if (!membership) return null;

  const now = deps.clock.now();
  const type = found.organisationType as AccountType;
  return {
    id: found.key.id,
    keyId: found.key.keyId,
    organisationId: found.key.organisationId,
    ownerUserId: found.key.ownerUserId,
    claims: {
      sub: found.key.ownerUserId,
      // Not a session: code that looks the session up finds none.
      sid: found.key.id,
      apiKeyId: found.key.id,
      accountId: found.key.organisationId,
      accountType: type,
      subscriberType: type,
      realm: 'ACCOUNT',
      scopes: membership.permissions,
      tokenType: 'ACCESS',
      exp: Math.floor(now.getTime() / 1000) + 60,
    },
  };
}
