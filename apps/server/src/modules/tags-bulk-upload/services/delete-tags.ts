import { TAG_MESSAGES, type TagChangeResult } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { agencyOf, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/**
 * Delete several tags of the agency at once (DeleteTag); they come off every account. All or
 * nothing: one id that is not the agency's tag is a 404 and nothing is deleted.
 */
export async function deleteTags(
  deps: Pick<TagsDeps, 'db' | 'clock'>,
  caller: Caller,
  input: { ids: string[]; agencyId?: string | undefined },
  ctx: RequestContext,
): Promise<TagChangeResult> {
  const agency = await agencyOf(deps, caller, input.agencyId);
  const ids = [...new Set(input.ids)];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await repo.tagsIn(tx, agency.id, ids);
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', TAG_MESSAGES.notFound);
    const deleted = await repo.deleteTags(tx, agency.id, ids);
    for (const tag of deleted) {
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'tag.delete',
          entityType: 'tag',
          entityId: tag.id,
          before: { organisationId: agency.id, name: tag.name },
        },
        now,
      );
    }
    return { message: TAG_MESSAGES.deleted, affected: deleted.length };
  });
}
