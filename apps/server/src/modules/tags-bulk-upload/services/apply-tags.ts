import { TAG_MESSAGES, type TagChangeResult } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { agencyOf, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

/**
 * ApplyChangeTags: add and remove the agency's tags on several accounts at once. Every account
 * must be visible to the caller and every tag the agency's, or nothing changes (404).
 */
export async function applyTags(
  deps: Pick<TagsDeps, 'db' | 'clock'>,
  caller: Caller,
  input: {
    accountIds: string[];
    addTagIds: string[];
    removeTagIds: string[];
    agencyId?: string | undefined;
  },
  ctx: RequestContext,
): Promise<TagChangeResult> {
  const agency = await agencyOf(deps, caller, input.agencyId);
  const accountIds = [...new Set(input.accountIds)];
  const add = [...new Set(input.addTagIds)];
  const remove = [...new Set(input.removeTagIds)].filter((id) => !add.includes(id));
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const tags = await repo.tagsIn(tx, agency.id, [...add, ...remove]);
    if (tags.length !== add.length + remove.length) {
      throw new AppError('NOT_FOUND', TAG_MESSAGES.notFound);
    }
    if ((await repo.countVisibleAccounts(tx, scopeOf(caller), accountIds)) !== accountIds.length) {
      throw new AppError('NOT_FOUND', TAG_MESSAGES.accountNotFound);
    }
    await repo.removeAccountTags(tx, remove, accountIds);
    await repo.addAccountTags(
      tx,
      add.flatMap((tagId) => accountIds.map((accountId) => ({ tagId, accountId, createdAt: now }))),
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'tag.apply',
        entityType: 'organisation',
        entityId: agency.id,
        after: { accountIds, addTagIds: add, removeTagIds: remove },
      },
      now,
    );
    return { message: TAG_MESSAGES.applied, affected: accountIds.length };
  });
}
