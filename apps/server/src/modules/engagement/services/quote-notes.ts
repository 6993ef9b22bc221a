import {
  ENGAGEMENT_MESSAGES,
  isActingAsProvider,
  NOTES_RETAINED_YEARS,
  type NotesListQuerySchema,
  notesRange,
  type QuoteNote,
  type QuoteNoteInputSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import { type EngagementDeps, quoteScopeOf } from '../engagement.context.ts';
import { listNotes, toNote as accountNoteView } from '../../accounts/index.ts';
import * as repo from '../engagement.repository.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

type NoteRow = NonNullable<Awaited<ReturnType<typeof repo.findQuoteNote>>>;

const wroteIt = (caller: Caller, row: NoteRow) =>
  row.note.authorOrganisationId === caller.actor.accountId;

const toNote = (caller: Caller, row: NoteRow): QuoteNote => ({
  ...accountNoteView(caller, row),
  quoteId: row.note.quoteId ?? '',
  canEdit: wroteIt(caller, row),
  canDelete: wroteIt(caller, row) || isActingAsProvider(caller.claims),
});

/** The quote, when the caller may see it (the quotes' rule); otherwise a 404. */
async function requireVisibleQuote(db: EngagementDeps['db'], caller: Caller, quoteId: string) {
  const quote = await repo.findVisibleQuote(db, quoteScopeOf(caller), quoteId);
  if (!quote) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.quoteNotFound);
  return quote;
}

/**
 * A note the caller may read, on a quote the caller may still see; otherwise a 404 (another
 * organisation's note is not visible, so it is not found).
 */
async function requireVisibleNote(db: EngagementDeps['db'], caller: Caller, noteId: string) {
  const row = await repo.findQuoteNote(db, scopeOf(caller), noteId);
  if (!row?.note.quoteId) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.noteNotFound);
  const quote = await repo.findVisibleQuote(db, quoteScopeOf(caller), row.note.quoteId);
  if (!quote) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.noteNotFound);
  return row;
}

/**
 * Notes on a quote (spec 3 §7 "notes CRUD"): each organisation sees the notes it wrote, provider
 * staff see all; the last five years unless `after` says otherwise (spec 2 §9).
 */
export async function listQuoteNotes(
  deps: EngagementDeps,
  caller: Caller,
  quoteId: string,
  query: z.output<typeof NotesListQuerySchema>,
) {
  await requireVisibleQuote(deps.db, caller, quoteId);
  const { from, to } = notesRange(deps.clock.now(), query, NOTES_RETAINED_YEARS);
  const { rows, total } = await listNotes(
    deps.db,
    scopeOf(caller),
    { quoteId },
    {
      page: query.page,
      size: query.size,
      noteType: query.noteType,
      after: from,
      before: to,
    },
  );
  return toPage(
    rows.map((r) => toNote(caller, r)),
    total,
    query,
  );
}

export async function addQuoteNote(
  deps: EngagementDeps,
  caller: Caller,
  quoteId: string,
  input: z.output<typeof QuoteNoteInputSchema>,
  ctx: RequestContext,
): Promise<QuoteNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const quote = await requireVisibleQuote(tx, caller, quoteId);
    const note = await repo.insertNote(tx, {
      accountId: quote.accountId,
      quoteId: quote.id,
      authorOrganisationId: caller.actor.accountId,
      noteType: input.noteType,
      body: input.body,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote-note.create',
        entityType: 'account_note',
        entityId: note.id,
        after: { quoteId: quote.id, accountId: quote.accountId, noteType: note.noteType },
      },
      now,
    );
    const author = await repo.findUser(tx, caller.actor.userId);
    const organisation = await repo.findOrganisation(tx, caller.actor.accountId);
    return toNote(caller, {
      note,
      authorFirstName: author?.firstName ?? null,
      authorLastName: author?.lastName ?? null,
      organisationName: organisation?.name ?? null,
    });
  });
}

/** Change a note: only the organisation that wrote it (provider staff read others' but not edit). */
export async function updateQuoteNote(
  deps: EngagementDeps,
  caller: Caller,
  noteId: string,
  input: z.output<typeof QuoteNoteInputSchema>,
  ctx: RequestContext,
): Promise<QuoteNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await requireVisibleNote(tx, caller, noteId);
    if (!wroteIt(caller, row)) throw new AppError('FORBIDDEN', ENGAGEMENT_MESSAGES.noteAuthorOnly);
    const note = await repo.updateNote(tx, noteId, {
      noteType: input.noteType,
      body: input.body,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote-note.update',
        entityType: 'account_note',
        entityId: note.id,
        before: { noteType: row.note.noteType, body: row.note.body },
        after: { noteType: note.noteType, body: note.body },
      },
      now,
    );
    return toNote(caller, { ...row, note });
  });
}

/** Delete a note: its organisation, or provider staff. */
export async function deleteQuoteNote(
  deps: EngagementDeps,
  caller: Caller,
  noteId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await requireVisibleNote(tx, caller, noteId);
    if (!wroteIt(caller, row) && !isActingAsProvider(caller.claims)) {
      throw new AppError('FORBIDDEN', ENGAGEMENT_MESSAGES.noteAuthorOnly);
    }
    await repo.deleteNote(tx, noteId);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote-note.delete',
        entityType: 'account_note',
        entityId: noteId,
        before: { quoteId: row.note.quoteId, noteType: row.note.noteType, body: row.note.body },
      },
      now,
    );
  });
}
