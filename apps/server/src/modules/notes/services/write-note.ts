import type { NOTE_TYPES } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import * as repo from '../notes.repository.ts';

/** A note to write: on an account itself, or (with `quoteId`) on one of its quotes. */
export type NewNote = {
  accountId: string;
  quoteId?: string | null;
  authorOrganisationId: string;
  createdBy: string;
  noteType: (typeof NOTE_TYPES)[number];
  body: string;
  at: Date;
};

/**
 * Write a note inside the caller's transaction, on an account or quote the caller has already
 * checked: the notes routes after their visibility check, the quote flow with the quote it has
 * just created (its note for the underwriter). It records no audit entry of its own: the caller
 * audits the change the note is part of.
 */
export async function writeNote(tx: Tx, note: NewNote) {
  return repo.insertNote(tx, {
    accountId: note.accountId,
    quoteId: note.quoteId ?? null,
    authorOrganisationId: note.authorOrganisationId,
    noteType: note.noteType,
    body: note.body,
    createdBy: note.createdBy,
    createdAt: note.at,
    updatedAt: note.at,
  });
}
