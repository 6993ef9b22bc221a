import { ENGAGEMENT_MESSAGES } from '@cyber/domain';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { NoteRef, NotesDeps } from '../notes.context.ts';
import * as repo from '../notes.repository.ts';
import { requireNote } from './note-target.ts';
import { mayDelete } from './note-view.ts';

/** Delete a note the caller may read: its organisation's, or any as provider staff; audited. */
export async function deleteNote(
  deps: NotesDeps,
  caller: Caller,
  ref: NoteRef,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { kind, row } = await requireNote(deps, tx, caller, ref);
    if (!mayDelete(caller, row)) {
      throw new AppError('FORBIDDEN', ENGAGEMENT_MESSAGES.noteAuthorOnly);
    }
    await repo.deleteNote(tx, row.note.id);
    const { note } = row;
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: `${kind}-note.delete`,
        entityType: 'account_note',
        entityId: note.id,
        before:
          kind === 'quote'
            ? { quoteId: note.quoteId, noteType: note.noteType, body: note.body }
            : { accountId: note.accountId, noteType: note.noteType, body: note.body },
      },
      now,
    );
  });
}
