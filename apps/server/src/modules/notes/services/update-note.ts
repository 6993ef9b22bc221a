import { ENGAGEMENT_MESSAGES, type NOTE_TYPES } from '@cyber/domain';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { NoteRef, NotesDeps } from '../notes.context.ts';
import * as repo from '../notes.repository.ts';
import { requireNote } from './note-target.ts';
import { type RefNote, toNote, wroteIt } from './note-view.ts';

/**
 * Change a note's type and text: only the organisation that wrote it (provider staff read
 * others' notes but do not edit them); audited.
 */
export async function updateNote<R extends NoteRef>(
  deps: NotesDeps,
  caller: Caller,
  ref: R,
  input: { noteType: (typeof NOTE_TYPES)[number]; body: string },
  ctx: RequestContext,
): Promise<RefNote<R>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { kind, row } = await requireNote(deps, tx, caller, ref);
    if (!wroteIt(caller, row)) throw new AppError('FORBIDDEN', ENGAGEMENT_MESSAGES.noteAuthorOnly);
    const note = await repo.updateNote(tx, row.note.id, {
      noteType: input.noteType,
      body: input.body,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: `${kind}-note.update`,
        entityType: 'account_note',
        entityId: note.id,
        before: { noteType: row.note.noteType, body: row.note.body },
        after: { noteType: note.noteType, body: note.body },
      },
      now,
    );
    return toNote(caller, { ...row, note }, kind) as RefNote<R>;
  });
}
