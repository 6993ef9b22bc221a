import type { Database, Tx } from '../../db/client.ts';
import type { AppContext, Caller } from '../../context/index.ts';

/** What a note hangs on: an account itself, or one of its quotes. */
export type NoteTarget = { accountId: string } | { quoteId: string };

/**
 * A note as its route names it: an account's own note under that account, or a quote's note by
 * its id alone (its quote is found from the note).
 */
export type NoteRef = { accountId: string; noteId: string } | { noteId: string };

/**
 * How the notes module finds a quote the caller may see (the quotes module's rule): the quotes
 * module's `findVisibleQuote`, handed over where the module is registered (`buildApp`). The notes
 * module does not import the quotes module, which writes its notes through this one: an import
 * back would close a cycle.
 */
export type FindVisibleQuote = (
  db: Database | Tx,
  caller: Pick<Caller, 'claims' | 'actor'>,
  quoteId: string,
) => Promise<{ id: string; accountId: string } | null>;

/** What the notes module is registered with. */
export type NotesModuleOptions = { findVisibleQuote: FindVisibleQuote };

/** What the notes services need. */
export type NotesDeps = Pick<AppContext, 'db' | 'clock'> & NotesModuleOptions;
