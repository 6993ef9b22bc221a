import { NOTES_RETAINED_YEARS, type NotesListQuerySchema, notesRange } from '@cyber/domain';
import type { z } from 'zod';
import { type Caller, scopeOf } from '../../../context/index.ts';
import { toPage } from '../../../lib/paging.ts';
import type { NotesDeps, NoteTarget } from '../notes.context.ts';
import * as repo from '../notes.repository.ts';
import { requireTarget } from './note-target.ts';
import { type TargetNote, toNote } from './note-view.ts';

/**
 * The notes on an account itself or on one quote (spec 2 §3, spec 3 §7), newest first: each
 * organisation sees the notes it wrote, provider staff see all; the last five years by default,
 * or the days `after`/`before` name ("after" from the start of its day, "before" to the end of
 * its day, spec 2 §9).
 */
export async function listNotes<T extends NoteTarget>(
  deps: NotesDeps,
  caller: Caller,
  target: T,
  query: z.output<typeof NotesListQuerySchema>,
) {
  const { kind } = await requireTarget(deps, deps.db, caller, target);
  const { from, to } = notesRange(deps.clock.now(), query, NOTES_RETAINED_YEARS);
  const { rows, total } = await repo.listNotes(deps.db, scopeOf(caller), target, {
    page: query.page,
    size: query.size,
    after: from,
    before: to,
    ...(query.noteType ? { noteType: query.noteType } : {}),
  });
  return toPage(
    rows.map((row) => toNote(caller, row, kind) as TargetNote<T>),
    total,
    query,
  );
}
