import {
  ACCOUNT_MESSAGES,
  type AccountNote,
  type AccountNoteInputSchema,
  isActingAsProvider,
  NOTES_RETAINED_YEARS,
  type NotesListQuerySchema,
  notesRange,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthDeps } from '../../auth/index.ts';
import * as repo from '../accounts.repository.ts';
import { requireVisibleAccount } from './get-account.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

type NoteRow = Awaited<ReturnType<typeof repo.listNotes>>['rows'][number];

/** A note as the API shows it (account notes, and the base of quote notes). */
export const toNote = (caller: Caller, row: NoteRow): AccountNote => ({
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
  canDelete:
    row.note.authorOrganisationId === caller.actor.accountId || isActingAsProvider(caller.claims),
});

/**
 * Notes on an account (spec 2 §3): each organisation sees the notes it wrote, provider staff
 * see all; the last five years by default, or the days `after`/`before` name (spec 2 §9).
 */
export async function listAccountNotes(
  deps: AuthDeps,
  caller: Caller,
  accountId: string,
  query: z.output<typeof NotesListQuerySchema>,
) {
  await requireVisibleAccount(deps.db, caller, accountId);
  // "after" from the start of its day (default five years back), "before" to the end of its day
  const { from, to } = notesRange(deps.clock.now(), query, NOTES_RETAINED_YEARS);
  const { rows, total } = await repo.listNotes(
    deps.db,
    scopeOf(caller),
    { accountId },
    {
      page: query.page,
      size: query.size,
      after: from,
      before: to,
      ...(query.noteType ? { noteType: query.noteType } : {}),
    },
  );
  return toPage(
    rows.map((r) => toNote(caller, r)),
    total,
    query,
  );
}

export async function addAccountNote(
  deps: AuthDeps,
  caller: Caller,
  accountId: string,
  input: z.output<typeof AccountNoteInputSchema>,
  ctx: RequestContext,
): Promise<AccountNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    const note = await repo.insertNote(tx, {
      accountId,
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
        action: 'account-note.create',
        entityType: 'account_note',
        entityId: note.id,
        after: { accountId, noteType: note.noteType },
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

/** Delete a note: only a note the caller's organisation may read (provider staff: any). */
export async function deleteAccountNote(
  deps: AuthDeps,
  caller: Caller,
  accountId: string,
  noteId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    const note = await repo.findNote(tx, scopeOf(caller), accountId, noteId);
    if (!note) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.noteNotFound);
    await repo.deleteNote(tx, note.id);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account-note.delete',
        entityType: 'account_note',
        entityId: note.id,
        before: { accountId, noteType: note.noteType, body: note.body },
      },
      now,
    );
  });
}
