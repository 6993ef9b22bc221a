import { ACCESS_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../access.repository.ts';
import { auditedKey } from './api-key-view.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/**
 * Delete a key: it stops working at once. The row is kept (marked deleted) so the key's past
 * activity still shows which key made each call.
 */
export async function deleteApiKey(
  deps: ServiceDeps,
  caller: Caller,
  keyId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await repo.findOrganisationApiKey(tx, caller.actor.accountId, keyId);
    if (!found) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.apiKeyNotFound);
    await repo.updateApiKey(tx, found.key.id, { deletedAt: now, updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'api-key.delete',
        entityType: 'api_key',
        entityId: found.key.id,
        before: auditedKey(found.key),
      },
      now,
    );
  });
}
