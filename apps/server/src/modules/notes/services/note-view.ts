import { type AccountNote, isActingAsProvider, type QuoteNote } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { NoteWithAuthor } from '../notes.repository.ts';
import type { NoteRef, NoteTarget } from '../notes.context.ts';

/** What a note hangs on, as the audit log names its actions (`account-note.create`, …). */
export type NoteKind = 'account' | 'quote';

/** A note as the API shows it for a target: a quote's note says more than an account's. */
export type TargetNote<T extends NoteTarget> = T extends { quoteId: string }
  ? QuoteNote
  : AccountNote;

/** A note as the API shows it for a route's reference (an account's own note, or a quote's). */
export type RefNote<R extends NoteRef> = R extends { accountId: string } ? AccountNote : QuoteNote;

/** The caller's organisation wrote the note (it may change it). */
export const wroteIt = (caller: Caller, row: NoteWithAuthor) =>
  row.note.authorOrganisationId === caller.actor.accountId;

/** The caller may delete the note: its organisation wrote it, or the caller is provider staff. */
export const mayDelete = (caller: Caller, row: NoteWithAuthor) =>
  wroteIt(caller, row) || isActingAsProvider(caller.claims);

/** An account's note as the API shows it. */
const toAccountNote = (caller: Caller, row: NoteWithAuthor): AccountNote => ({
  id: row.note.id,
  noteType: row.note.noteType,
  body: row.note.body,
  createdBy: row.note.createdBy
    ? {
        id: row.note.createdBy,
        name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim(),
      }
    : null,
  organisationName: row.organisationName,
  created: row.note.createdAt.toISOString(),
  lastUpdated: row.note.updatedAt.toISOString(),
  canDelete: mayDelete(caller, row),
});

/** A note as the API shows it: a quote's note adds its quote and whether the caller may edit it. */
export function toNote(
  caller: Caller,
  row: NoteWithAuthor,
  kind: NoteKind,
): AccountNote | QuoteNote {
  const note = toAccountNote(caller, row);
  return kind === 'quote'
    ? { ...note, quoteId: row.note.quoteId ?? '', canEdit: wroteIt(caller, row) }
    : note;
}
