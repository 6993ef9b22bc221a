import type { FastifyInstance } from 'fastify';
import type { NotesDeps, NotesModuleOptions } from './notes.context.ts';
import { accountNotesRoutes } from './routes/account-notes.route.ts';
import { quoteNotesRoutes } from './routes/quote-notes.route.ts';

/** How the module finds a quote the caller may see (given to it where it is registered). */
export type { FindVisibleQuote, NotesModuleOptions } from './notes.context.ts';
/**
 * Write a note inside the caller's transaction, on an account or quote the caller has checked
 * (the quote flow's note for the underwriter, written with the quote).
 */
export { writeNote, type NewNote } from './services/write-note.ts';

/**
 * Notes (spec 2 §3, §9; spec 3 §7): the notes on an account and on its quotes, one table
 * (`account_notes`, which only this module touches) and one service layer for both targets: list
 * (each organisation its own, provider staff all; the last five years by default), add, change
 * (quote notes: the writing organisation only) and delete. An account is checked with the
 * accounts module's rule; a quote with the quotes module's, handed over as
 * `options.findVisibleQuote` because the quotes module writes notes through this one.
 */
export async function notesModule(app: FastifyInstance, options: NotesModuleOptions) {
  const deps: NotesDeps = {
    db: app.ctx.db,
    clock: app.ctx.clock,
    findVisibleQuote: options.findVisibleQuote,
  };
  accountNotesRoutes(app, deps);
  quoteNotesRoutes(app, deps);
}
