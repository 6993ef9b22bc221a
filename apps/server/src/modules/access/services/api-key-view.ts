import { randomBytes } from 'node:crypto';
import { apiKeyHeaderValue, type ApiKey } from '@cyber/domain';
import { hashToken } from '../../../lib/tokens.ts';
import type { ApiKeyRow, ApiKeyWithOwner } from '../access.repository.ts';

/** A new key id (`ck_` + 80 random bits in hex) and secret (256 random bits, base64url). */
export const newKeyId = () => `ck_${randomBytes(10).toString('hex')}`;

export function newSecret() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashToken(secret), secretHint: secret.slice(-4) };
}

/** The API view of a key: never the hash. */
export const toApiKey = ({
  key,
  ownerFirstName,
  ownerLastName,
  ownerEmail,
}: ApiKeyWithOwner): ApiKey => ({
  id: key.id,
  keyId: key.keyId,
  name: key.name,
  description: key.description,
  secretHint: key.secretHint,
  owner: { id: key.ownerUserId, name: `${ownerFirstName} ${ownerLastName}`, email: ownerEmail },
  createdAt: key.createdAt.toISOString(),
  updatedAt: key.updatedAt.toISOString(),
  regeneratedAt: key.regeneratedAt?.toISOString() ?? null,
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
});

export const withSecret = (view: ApiKey, secret: string) => ({
  ...view,
  secret,
  apiKey: apiKeyHeaderValue(view.keyId, secret),
});

/** What the audit log keeps of a key (no secret, no hash). */
export const auditedKey = (key: ApiKeyRow) => ({
  keyId: key.keyId,
  name: key.name,
  description: key.description,
  secretHint: key.secretHint,
  ownerUserId: key.ownerUserId,
});
