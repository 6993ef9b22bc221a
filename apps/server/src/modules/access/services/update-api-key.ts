import { ACCESS_MESSAGES, type ApiKey, type ApiKeyInput } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../access.repository.ts';
import { auditedKey, toApiKey } from './api-key-view.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/** Rename or describe a key of the caller's organisation (another organisation's: 404). */
export async function updateApiKey(
  deps: ServiceDeps,
  caller: Caller,
  keyId: string,
  input: ApiKeyInput,
  ctx: RequestContext,
): Promise<ApiKey> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await repo.findOrganisationApiKey(tx, caller.actor.accountId, keyId);
    if (!found) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.apiKeyNotFound);
    const key = await repo.updateApiKey(tx, found.key.id, {
      name: input.name,
      description:
        input.description === undefined ? found.key.description : input.description || null,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'api-key.update',
        entityType: 'api_key',
        entityId: key.id,
        before: auditedKey(found.key),
        after: auditedKey(key),
      },
      now,
    );
    return toApiKey({ ...found, key });
  });
}
