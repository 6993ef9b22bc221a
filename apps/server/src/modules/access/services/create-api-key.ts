import {
  ACCESS_MESSAGES,
  type ApiKeyInput,
  type ApiKeyWithSecret,
  isGhosting,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findUserById } from '../../auth/index.ts';
import * as repo from '../access.repository.ts';
import { auditedKey, newKeyId, newSecret, toApiKey, withSecret } from './api-key-view.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/**
 * Create a key owned by the caller in the organisation they act in. The secret is answered once
 * and only its hash is kept. Not while ghosting: the key would carry the permissions of someone
 * who is not a member of the organisation.
 */
export async function createApiKey(
  deps: ServiceDeps,
  caller: Caller,
  input: ApiKeyInput,
  ctx: RequestContext,
): Promise<ApiKeyWithSecret> {
  if (isGhosting(caller.claims)) {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.apiKeyWhileGhosting);
  }
  const owner = await findUserById(deps.db, caller.claims.sub);
  if (!owner) throw new AppError('UNAUTHENTICATED', ACCESS_MESSAGES.apiKeyInvalid);
  const now = deps.clock.now();
  const { secret, secretHash, secretHint } = newSecret();
  return deps.db.transaction(async (tx) => {
    const key = await repo.insertApiKey(tx, {
      keyId: newKeyId(),
      secretHash,
      secretHint,
      name: input.name,
      description: input.description || null,
      organisationId: caller.actor.accountId,
      ownerUserId: owner.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      { action: 'api-key.create', entityType: 'api_key', entityId: key.id, after: auditedKey(key) },
      now,
    );
    const view = toApiKey({
      key,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      ownerEmail: owner.email,
    });
    return withSecret(view, secret);
  });
}
