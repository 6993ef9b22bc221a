import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  QUOTE_STATUS_GROUPS,
  QUOTES_COUNT_CAP,
  type QuoteStatus,
  type QuoteStatusGroup,
  type QuoteTeamScope,
  type QuoteType,
} from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  agencyAccounts,
  membershipTeams,
  memberships,
  organisations,
  quoteSignatures,
  quotes,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { visibleAccounts } from '../accounts/index.ts';
import { teamsOfMember } from '../users-teams/index.ts';
import type { QuoteScope } from './quotes.context.ts';

/** The only file of the quotes module that touches the ORM. */
type Db = Database | Tx;

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteInsert = typeof quotes.$inferInsert;

const agency = alias(organisations, 'quote_agency');

/**
 * THE visibility rule of quotes; every read and write of this module goes through it.
 * - provider staff: every quote;
 * - an agency: the quotes it requested;
 * - a customer: its own account's READY quotes that were sent to the policyholder;
 * - aggregators, clusters, MSSPs: quotes on accounts they may see (accounts' rule).
 * Deleted quotes are never visible; anything outside the rule is a 404.
 */
export function visibleQuotes(scope: QuoteScope): SQL {
  const live = isNull(quotes.deletedAt);
  switch (scope.accountType) {
    case 'COWBELL':
      return live;
    case 'AGENCY':
      return and(live, eq(quotes.agencyId, scope.organisationId))!;
    case 'CUSTOMER':
      return and(
        live,
        eq(quotes.accountId, scope.organisationId),
        // Sent to the policyholder (or asked to sign): Ready, and once bound (its signed papers).
        inArray(quotes.status, ['READY', 'BOUND']),
        sql`${quotes.sentToCustomerAt} is not null`,
      )!;
    default:
      return and(
        live,
        sql`exists (select 1 from ${accountProfiles} where ${accountProfiles.organisationId} = ${quotes.accountId} and ${visibleAccounts(scope)})`,
      )!;
  }
}

export type QuoteFilters = {
  teamScope?: QuoteTeamScope | undefined;
  teamId?: string | undefined;
  accountId?: string | undefined;
  search?: string | undefined;
  quoteType?: QuoteType | undefined;
  statusGroup?: QuoteStatusGroup | undefined;
  status?: QuoteStatus | undefined;
  product?: string | undefined;
  /** "All my teams" resolved beforehand: with the ids as literals the planner can walk the
   * team index in order instead of sorting every quote of the agency. */
  myTeamIds?: string[] | undefined;
};

/** The teams a user belongs to in the organisation (team scope "all my teams"). */
const myTeams = (scope: QuoteScope) => teamsOfMember(scope.userId, scope.organisationId);

/** What a typed quote number looks like: "Q-2026-00012", "q-2026", "QB-0001…". */
const QUOTE_NUMBER_SEARCH = /^[A-Za-z]{1,4}-\d[\d-]*$/;

function whereOf(scope: QuoteScope, f: QuoteFilters): SQL {
  const search = f.search?.trim();
  return and(
    visibleQuotes(scope),
    f.teamScope === 'CURRENT_TEAM' && f.teamId ? eq(quotes.teamId, f.teamId) : undefined,
    f.teamScope === 'MY_TEAMS'
      ? f.myTeamIds
        ? f.myTeamIds.length === 1
          ? eq(quotes.teamId, f.myTeamIds[0]!)
          : f.myTeamIds.length
            ? inArray(quotes.teamId, f.myTeamIds)
            : sql`false`
        : sql`${quotes.teamId} in ${myTeams(scope)}`
      : undefined,
    f.accountId ? eq(quotes.accountId, f.accountId) : undefined,
    f.quoteType ? eq(quotes.isRenewal, f.quoteType === 'RENEWAL') : undefined,
    f.statusGroup ? inArray(quotes.status, [...QUOTE_STATUS_GROUPS[f.statusGroup]]) : undefined,
    f.status ? eq(quotes.status, f.status) : undefined,
    f.product ? eq(quotes.product, f.product) : undefined,
    search
      ? QUOTE_NUMBER_SEARCH.test(search)
        ? // A quote number (or its start): the number's own pattern index, no name scan.
          like(quotes.quoteNumber, `${likeEscape(search.toUpperCase())}%`)
        : or(
            ilike(organisations.name, `%${likeEscape(search)}%`),
            ilike(quotes.quoteNumber, `${likeEscape(search)}%`),
          )
      : undefined,
  )!;
}

const viewColumns = {
  quote: quotes,
  companyName: organisations.name,
  region: organisations.region,
  agencyName: agency.name,
  agentFirstName: users.firstName,
  agentLastName: users.lastName,
  agentEmail: users.email,
};
export type QuoteViewRow = {
  quote: QuoteRow;
  companyName: string;
  region: string;
  agencyName: string | null;
  agentFirstName: string | null;
  agentLastName: string | null;
  agentEmail: string | null;
};

const SORT_COLUMNS = {
  modified: quotes.updatedAt,
  created: quotes.createdAt,
  companyName: organisations.name,
  quoteNumber: quotes.quoteNumber,
  totalPremium: quotes.totalPremium,
  effectiveDate: quotes.effectiveDate,
  expiresOn: quotes.expiresOn,
  needByDate: quotes.needByDate,
  status: quotes.status,
  product: quotes.product,
};

const selectViews = (db: Db) =>
  db
    .select(viewColumns)
    .from(quotes)
    .innerJoin(organisations, eq(organisations.id, quotes.accountId))
    .leftJoin(agency, eq(agency.id, quotes.agencyId))
    .leftJoin(users, eq(users.id, quotes.agentUserId));

/** The QUOTES tab: one page, newest change first by default (spec 3 §9). */
export async function searchQuotes(
  db: Db,
  scope: QuoteScope,
  query: QuoteFilters & { page: number; size: number; sort?: string | undefined },
): Promise<{ rows: QuoteViewRow[]; total: number; totalIsCapped: boolean }> {
  const myTeamIds =
    query.teamScope === 'MY_TEAMS'
      ? (
          await db
            .select({ id: membershipTeams.teamId })
            .from(membershipTeams)
            .innerJoin(memberships, eq(memberships.id, membershipTeams.membershipId))
            .where(
              and(
                eq(memberships.userId, scope.userId),
                eq(memberships.organisationId, scope.organisationId),
              ),
            )
        ).map((r) => r.id)
      : undefined;
  const where = whereOf(scope, { ...query, myTeamIds });
  const rows = await selectViews(db)
    .where(where)
    .orderBy(orderByOf(query.sort, SORT_COLUMNS, desc(quotes.updatedAt)), desc(quotes.id))
    .limit(query.size)
    .offset(offsetOf(query));
  // Counting stops at the cap (or two pages past the one shown): an agency with tens of
  // thousands of quotes pages through them without counting them all on every request.
  const cap = Math.max(QUOTES_COUNT_CAP, (query.page + 2) * query.size);
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(quotes)
    .innerJoin(organisations, eq(organisations.id, quotes.accountId))
    .where(where)
    .limit(cap)
    .as('matching');
  const [total] = await db.select({ n: count() }).from(matching);
  const n = total?.n ?? 0;
  return { rows, total: n, totalIsCapped: n >= cap };
}

/** One quote the caller may see, or null (also when it exists but is not theirs). */
export async function findQuote(db: Db, scope: QuoteScope, id: string) {
  const [row] = await selectViews(db).where(and(eq(quotes.id, id), visibleQuotes(scope)));
  return row ?? null;
}

/** A quote the caller may see, as little as others need of it (its id and account), or null. */
export async function findQuoteRef(db: Db, scope: QuoteScope, id: string) {
  const [row] = await db
    .select({ id: quotes.id, accountId: quotes.accountId })
    .from(quotes)
    .where(and(eq(quotes.id, id), visibleQuotes(scope)));
  return row ?? null;
}

/** The visible quotes among ids (bulk delete), locked for the change. */
export async function visibleIds(tx: Tx, scope: QuoteScope, ids: string[]) {
  const rows = await tx
    .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status })
    .from(quotes)
    .where(and(inArray(quotes.id, ids), visibleQuotes(scope)))
    .for('update');
  return rows;
}

/** The visible quotes of the given statuses within the scope filters (delete all …). */
export async function visibleIdsWithStatus(
  tx: Tx,
  scope: QuoteScope,
  statuses: QuoteStatus[],
  filters: QuoteFilters,
) {
  return tx
    .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status })
    .from(quotes)
    .innerJoin(organisations, eq(organisations.id, quotes.accountId))
    .where(and(whereOf(scope, filters), inArray(quotes.status, statuses)));
}

export async function softDelete(tx: Tx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await tx.update(quotes).set({ deletedAt: at, updatedAt: at }).where(inArray(quotes.id, ids));
}

export async function updateQuote(tx: Tx, id: string, patch: Partial<QuoteInsert>) {
  await tx.update(quotes).set(patch).where(eq(quotes.id, id));
}

export async function insertQuote(tx: Tx, values: QuoteInsert) {
  const [row] = await tx.insert(quotes).values(values).returning({ id: quotes.id });
  return row!.id;
}

export async function quoteNumberTaken(db: Db, quoteNumber: string) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.quoteNumber, quoteNumber))
    .limit(1);
  return !!row;
}

/** The agency's relation to an account (agent and team of record). */
export async function agencyLink(db: Db, agencyId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(agencyAccounts)
    .where(
      and(
        eq(agencyAccounts.agencyId, agencyId),
        eq(agencyAccounts.accountId, accountId),
        inArray(agencyAccounts.relation, ['ASSIGNED', 'LINKED']),
      ),
    );
  return row ?? null;
}

/** A member of the agency by e-mail. */
export async function agencyMemberByEmail(db: Db, agencyId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(memberships.organisationId, agencyId), eq(users.email, email.toLowerCase())));
  return row?.id ?? null;
}

/** The agency's organisation row (provider staff quoting for an agency). */
export async function findAgency(db: Db, agencyId: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, agencyId), eq(organisations.accountType, 'AGENCY')));
  return row ?? null;
}

/** The kind of an agency (RETAIL, WHOLESALE) and its type. */
export async function organisationKind(db: Db, organisationId: string) {
  const [row] = await db
    .select({ accountType: organisations.accountType, agencyKind: organisations.agencyKind })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}

/** One visible quote row, locked for a change (edit, send request). */
export async function lockQuote(tx: Tx, scope: QuoteScope, id: string) {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), visibleQuotes(scope)))
    .for('update');
  return row ?? null;
}

// --- submissions (decision 041) -------------------------------------------------------------

export type SubmissionRow = typeof submissions.$inferSelect;

export async function findSubmissionRow(db: Db, id: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row ?? null;
}

export async function insertSubmission(tx: Tx, values: typeof submissions.$inferInsert) {
  await tx.insert(submissions).values(values).onConflictDoNothing();
}

export async function updateSubmission(
  tx: Tx,
  id: string,
  patch: Partial<typeof submissions.$inferInsert>,
) {
  await tx.update(submissions).set(patch).where(eq(submissions.id, id));
}

/**
 * The dashboard's quote counts over the quotes the caller may see (one pass over the live,
 * Ready, referred and in-review quotes; the status index narrows it).
 */
export async function dashboardCounts(db: Db, scope: QuoteScope, today: string, soon: string) {
  const [row] = await db
    .select({
      expiringSoon:
        sql<number>`count(*) filter (where ${quotes.status} = 'READY' and ${quotes.expiresOn} between ${today} and ${soon})`.mapWith(
          Number,
        ),
      referrals:
        sql<number>`count(*) filter (where ${quotes.status} in ('REFERRED','IN_REVIEW'))`.mapWith(
          Number,
        ),
      ready: sql<number>`count(*) filter (where ${quotes.status} = 'READY')`.mapWith(Number),
      requestsToBind:
        sql<number>`count(*) filter (where ${quotes.status} = 'READY' and ${quotes.bindRequestedAt} is not null)`.mapWith(
          Number,
        ),
      // (the outer row as quotes.id: a lone table's columns are written unqualified)
      awaitingSignature: sql<number>`count(*) filter (where ${quotes.status} = 'READY'
          and ${quotes.bindRequestedAt} is not null and not exists (select 1 from ${quoteSignatures} s
          where s.quote_id = ${quotes}.id and s.kind = 'APPLICATION'))`.mapWith(Number),
    })
    .from(quotes)
    .where(and(visibleQuotes(scope), inArray(quotes.status, ['READY', 'REFERRED', 'IN_REVIEW'])));
  return (
    row ?? { expiringSoon: 0, referrals: 0, ready: 0, requestsToBind: 0, awaitingSignature: 0 }
  );
}

/** The newest renewal of a quote (renew-quote or the renewal job), deleted ones aside. */
export async function newestRenewalOf(db: Db, quoteId: string) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.renewalOfQuoteId, quoteId), ne(quotes.status, 'DELETED')))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  return row ?? null;
}
