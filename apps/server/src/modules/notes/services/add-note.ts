import type { NOTE_TYPES } from '@cyber/domain';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { NotesDeps, NoteTarget } from '../notes.context.ts';
import * as repo from '../notes.repository.ts';
import { requireTarget } from './note-target.ts';
import { type TargetNote, toNote } from './note-view.ts';
import { writeNote } from './write-note.ts';

/** Add a note (its type and text) to an account or a quote the caller may see; audited. */
export async function addNote<T extends NoteTarget>(
  deps: NotesDeps,
  caller: Caller,
  target: T,
  input: { noteType: (typeof NOTE_TYPES)[number]; body: string },
  ctx: RequestContext,
): Promise<TargetNote<T>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { kind, accountId, quoteId } = await requireTarget(deps, tx, caller, target);
    const note = await writeNote(tx, {
      accountId,
      quoteId,
      authorOrganisationId: caller.actor.accountId,
      createdBy: caller.actor.userId,
      noteType: input.noteType,
      body: input.body,
      at: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: `${kind}-note.create`,
        entityType: 'account_note',
        entityId: note.id,
        after: quoteId
          ? { quoteId, accountId, noteType: note.noteType }
          : { accountId, noteType: note.noteType },
      },
      now,
    );
    const author = await repo.findAuthor(tx, caller.actor.userId, caller.actor.accountId);
    return toNote(caller, { note, ...author }, kind) as TargetNote<T>;
  });
}
