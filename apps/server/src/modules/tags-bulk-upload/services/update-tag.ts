import { TAG_MESSAGES, type TagSaved } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { agencyOf, isUniqueViolation, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { toTag } from './tag-view.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/** Rename (and recolour) a tag of the agency; another agency's tag is a 404. */
export async function updateTag(
  deps: Pick<TagsDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  input: { name: string; color: string | null },
  agencyId: string | undefined,
  ctx: RequestContext,
): Promise<TagSaved> {
  const agency = await agencyOf(deps, caller, agencyId);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await repo.findTagWithUsage(tx, agency.id, id);
      if (!before) throw new AppError('NOT_FOUND', TAG_MESSAGES.notFound);
      const same = await repo.findTagByName(tx, agency.id, input.name);
      if (same && same.id !== id) throw new AppError('CONFLICT', TAG_MESSAGES.nameTaken);
      await repo.updateTag(tx, id, { name: input.name, color: input.color });
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'tag.update',
          entityType: 'tag',
          entityId: id,
          before: { name: before.name, color: before.color },
          after: { name: input.name, color: input.color },
        },
        now,
      );
      return {
        message: TAG_MESSAGES.renamed,
        tag: toTag({ ...before, name: input.name, color: input.color }),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TAG_MESSAGES.nameTaken);
    throw error;
  }
}
