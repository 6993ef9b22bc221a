import { and, asc, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INBOX_STATUSES, type SubjectivityKind } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import {
  organisations,
  quoteSubjectivities,
  quotes,
  underwritingAuthorities,
  users,
} from '../../db/schema/index.ts';
import type { QuoteScope } from './quotes.context.ts';
import { visibleQuotes } from './quotes.repository.ts';

/**
 * The underwriting workbench's queries (decision 040): the inbox, subjectivities, underwriters
 * and their authority. Quote rows themselves are read and written through quotes.repository.ts.
 */
type Db = Database | Tx;

export type SubjectivityRow = typeof quoteSubjectivities.$inferSelect;

const agency = alias(organisations, 'inbox_agency');
const underwriter = alias(users, 'inbox_underwriter');

export type InboxFilters = {
  status?: string | undefined;
  product?: string | undefined;
  agencyId?: string | undefined;
  state?: string | undefined;
  /** ME and ANY resolved by the caller: a user id, 'UNASSIGNED' or undefined (anyone). */
  assignee?: string | undefined;
  seniorQueue?: boolean | undefined;
};

const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<
    string | null
  >`nullif(trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')), '')`;

/**
 * The inbox: live referrals (REFERRED, IN_REVIEW) the caller may see, the nearest need-by date
 * first (no date last), in the order of the partial index `quotes_uw_inbox_idx`. The count stops
 * at `countCap`, so a huge inbox costs one bounded index range.
 */
export async function inboxPage(
  db: Db,
  scope: QuoteScope,
  f: InboxFilters,
  page: { page: number; size: number; sort: string; countCap: number },
) {
  const where: SQL = and(
    visibleQuotes(scope),
    f.status ? eq(quotes.status, f.status) : inArray(quotes.status, [...INBOX_STATUSES]),
    f.product ? eq(quotes.product, f.product) : undefined,
    f.agencyId ? eq(quotes.agencyId, f.agencyId) : undefined,
    f.state ? eq(quotes.state, f.state) : undefined,
    f.assignee === 'UNASSIGNED'
      ? isNull(quotes.underwriterUserId)
      : f.assignee
        ? eq(quotes.underwriterUserId, f.assignee)
        : undefined,
    f.seniorQueue === undefined ? undefined : eq(quotes.requiresSenior, f.seniorQueue),
  )!;
  const order =
    page.sort === 'needByDate,desc'
      ? [sql`${quotes.needByDate} desc nulls last`, desc(quotes.id)]
      : page.sort === 'modified,desc'
        ? [desc(quotes.updatedAt), desc(quotes.id)]
        : page.sort === 'modified,asc'
          ? [asc(quotes.updatedAt), asc(quotes.id)]
          : [sql`${quotes.needByDate} asc nulls last`, asc(quotes.id)];
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      accountId: quotes.accountId,
      companyName: organisations.name,
      product: quotes.product,
      status: quotes.status,
      state: quotes.state,
      limit: quotes.limit,
      totalPremium: quotes.totalPremium,
      currency: quotes.currency,
      agencyId: quotes.agencyId,
      agencyName: agency.name,
      needByDate: quotes.needByDate,
      assigneeId: quotes.underwriterUserId,
      assigneeName: fullName(underwriter),
      requiresSenior: quotes.requiresSenior,
      reason: sql<
        string | null
      >`coalesce(${quotes.manualReferralReason}, ${quotes.ratingResult} -> 'referralReasons' -> 0 ->> 'message')`,
      modified: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(organisations, eq(organisations.id, quotes.accountId))
    .leftJoin(agency, eq(agency.id, quotes.agencyId))
    .leftJoin(underwriter, eq(underwriter.id, quotes.underwriterUserId))
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.page * page.size);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(quotes)
      .where(where)
      .limit(page.countCap + 1)
      .as('capped'),
  );
  return { rows, total: counted?.n ?? 0 };
}

// --- subjectivities -------------------------------------------------------------------------

export async function subjectivitiesOf(db: Db, quoteId: string) {
  return (
    db
      .select({
        s: quoteSubjectivities,
        completedByName: fullName(users),
      })
      .from(quoteSubjectivities)
      .leftJoin(users, eq(users.id, quoteSubjectivities.completedBy))
      .where(eq(quoteSubjectivities.quoteId, quoteId))
      // Pre-bind first (they gate the bind), then in the order given.
      .orderBy(
        desc(quoteSubjectivities.kind),
        quoteSubjectivities.createdAt,
        quoteSubjectivities.text,
        quoteSubjectivities.id,
      )
  );
}

export async function lockSubjectivity(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(quoteSubjectivities)
    .where(eq(quoteSubjectivities.id, id))
    .for('update');
  return row ?? null;
}

export async function insertSubjectivity(
  tx: Tx,
  values: {
    quoteId: string;
    kind: SubjectivityKind;
    catalogueKey: string | null;
    text: string;
    createdBy: string | null;
    createdAt: Date;
  },
) {
  await tx.insert(quoteSubjectivities).values(values);
}

export async function updateSubjectivity(
  tx: Tx,
  id: string,
  patch: Partial<typeof quoteSubjectivities.$inferInsert>,
) {
  await tx.update(quoteSubjectivities).set(patch).where(eq(quoteSubjectivities.id, id));
}

export async function deleteSubjectivities(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(quoteSubjectivities).where(inArray(quoteSubjectivities.id, ids));
}

/** How many pre-bind subjectivities of the quote are still open (the bind checks none are). */
export async function openPreBindCount(db: Db, quoteId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteSubjectivities)
    .where(
      and(
        eq(quoteSubjectivities.quoteId, quoteId),
        eq(quoteSubjectivities.kind, 'PRE_BIND'),
        eq(quoteSubjectivities.status, 'OPEN'),
      ),
    );
  return row?.n ?? 0;
}

// --- underwriters and authority -------------------------------------------------------------

/** A user's name (history, assignee). */
export async function userNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: fullName(users), email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name ?? r.email]));
}

export async function authorityOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(underwritingAuthorities)
    .where(eq(underwritingAuthorities.userId, userId));
  return row ?? null;
}

/** The authorities of these users (a user without a row has the default authority). */
export async function authoritiesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, typeof underwritingAuthorities.$inferSelect>();
  const rows = await db
    .select()
    .from(underwritingAuthorities)
    .where(inArray(underwritingAuthorities.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r]));
}

export async function upsertAuthority(tx: Tx, values: typeof underwritingAuthorities.$inferInsert) {
  await tx
    .insert(underwritingAuthorities)
    .values(values)
    .onConflictDoUpdate({ target: underwritingAuthorities.userId, set: values });
}
