import { and, count, desc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { accountNotes, organisations, users } from '../../db/schema/index.ts';
import type { OrganisationScope } from '../../context/index.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { NoteTarget } from './notes.context.ts';

/** The only file that touches `account_notes` (the notes module owns the table). */
type Db = Database | Tx;

export type NoteRow = typeof accountNotes.$inferSelect;
export type NoteInsert = typeof accountNotes.$inferInsert;

/** Notes the caller may read: their organisation's; provider staff read every note. */
const visibleNotes = (scope: OrganisationScope) =>
  scope.accountType === 'COWBELL'
    ? undefined
    : eq(accountNotes.authorOrganisationId, scope.organisationId);

/** The notes on an account itself (a quote's notes are listed with the quote) or on one quote. */
const onTarget = (target: NoteTarget) =>
  'quoteId' in target
    ? eq(accountNotes.quoteId, target.quoteId)
    : and(eq(accountNotes.accountId, target.accountId), isNull(accountNotes.quoteId));

/** A note with its author's name and organisation. */
const withAuthor = (db: Db) =>
  db
    .select({
      note: accountNotes,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      organisationName: organisations.name,
    })
    .from(accountNotes)
    .leftJoin(users, eq(users.id, accountNotes.createdBy))
    .leftJoin(organisations, eq(organisations.id, accountNotes.authorOrganisationId));

export type NoteWithAuthor = {
  note: NoteRow;
  authorFirstName: string | null;
  authorLastName: string | null;
  organisationName: string | null;
};

/** One page of notes the caller may read, newest first, with author and organisation. */
export async function listNotes(
  db: Db,
  scope: OrganisationScope,
  target: NoteTarget,
  query: {
    page: number;
    size: number;
    after: Date;
    before?: Date | null;
    noteType?: string | undefined;
  },
) {
  const where = and(
    onTarget(target),
    visibleNotes(scope),
    gte(accountNotes.createdAt, query.after),
    query.before ? lte(accountNotes.createdAt, query.before) : undefined,
    query.noteType ? eq(accountNotes.noteType, query.noteType) : undefined,
  );
  const rows = await withAuthor(db)
    .where(where)
    .orderBy(desc(accountNotes.createdAt), desc(accountNotes.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(accountNotes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One note the caller may read, with author and organisation, or null: a note on the account
 * itself (`{ accountId }`), or any quote's note (`'quote'`).
 */
export async function findNote(
  db: Db,
  scope: OrganisationScope,
  noteId: string,
  on: { accountId: string } | 'quote',
) {
  const [row] = await withAuthor(db).where(
    and(
      eq(accountNotes.id, noteId),
      on === 'quote' ? isNotNull(accountNotes.quoteId) : onTarget(on),
      visibleNotes(scope),
    ),
  );
  return row ?? null;
}

export async function insertNote(tx: Tx, note: NoteInsert) {
  const [row] = await tx.insert(accountNotes).values(note).returning();
  return row!;
}

export async function updateNote(
  tx: Tx,
  id: string,
  patch: { noteType: string; body: string; updatedAt: Date },
) {
  const [row] = await tx.update(accountNotes).set(patch).where(eq(accountNotes.id, id)).returning();
  return row!;
}

export async function deleteNote(tx: Tx, id: string) {
  await tx.delete(accountNotes).where(eq(accountNotes.id, id));
}

/** The author's name and organisation of a note being written. */
export async function findAuthor(db: Db, userId: string, organisationId: string) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return {
    authorFirstName: user?.firstName ?? null,
    authorLastName: user?.lastName ?? null,
    organisationName: organisation?.name ?? null,
  };
}
