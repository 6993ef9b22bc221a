import { ACCESS_MESSAGES, type ApiKeyWithSecret, isGhosting } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../access.repository.ts';
import { auditedKey, newSecret, toApiKey, withSecret } from './api-key-view.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/** Give a key a new secret, answered once; the old secret stops working at once. */
export async function regenerateApiKey(
  deps: ServiceDeps,
  caller: Caller,
  keyId: string,
  ctx: RequestContext,
): Promise<ApiKeyWithSecret> {
  if (isGhosting(caller.claims)) {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.apiKeyWhileGhosting);
  }
  const now = deps.clock.now();
  const { secret, secretHash, secretHint } = newSecret();
  return deps.db.transaction(async (tx) => {
    const found = await repo.findOrganisationApiKey(tx, caller.actor.accountId, keyId);
    if (!found) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.apiKeyNotFound);
    const key = await repo.updateApiKey(tx, found.key.id, {
      secretHash,
      secretHint,
      regeneratedAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'api-key.regenerate',
        entityType: 'api_key',
        entityId: key.id,
        before: auditedKey(found.key),
        after: auditedKey(key),
      },
      now,
    );
    return withSecret(toApiKey({ ...found, key }), secret);
  });
}
