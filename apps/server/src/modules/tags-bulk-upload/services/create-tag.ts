import { TAG_MESSAGES, type TagSaved } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { agencyOf, isUniqueViolation, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { toTag } from './tag-view.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/** A new tag; its name is unique within the agency, ignoring case (409 otherwise). */
export async function createTag(
  deps: Pick<TagsDeps, 'db' | 'clock'>,
  caller: Caller,
  input: { name: string; color: string | null; agencyId?: string | undefined },
  ctx: RequestContext,
): Promise<TagSaved> {
  const agency = await agencyOf(deps, caller, input.agencyId);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (await repo.findTagByName(tx, agency.id, input.name)) {
        throw new AppError('CONFLICT', TAG_MESSAGES.nameTaken);
      }
      const row = await repo.insertTag(tx, {
        organisationId: agency.id,
        name: input.name,
        color: input.color,
        createdBy: caller.actor.userId,
        createdAt: now,
      });
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'tag.create',
          entityType: 'tag',
          entityId: row.id,
          after: { organisationId: agency.id, name: row.name, color: row.color },
        },
        now,
      );
      return { message: TAG_MESSAGES.created, tag: toTag({ ...row, accountCount: 0 }) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TAG_MESSAGES.nameTaken);
    throw error;
  }
}
