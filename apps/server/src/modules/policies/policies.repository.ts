import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { likeEscape } from '../../lib/paging.ts';
import type { OrganisationScope } from '../../context/index.ts';
import { policies, policyNumberCounters } from '../../db/schema/index.ts';
import { teamsOfMember } from '../users-teams/index.ts';
import { clientAccountsOf, memberAgenciesOf, reinsuredCarriersOf } from '../organisations/index.ts';
import type { ParsedPolicySearchQuery } from '@cyber/domain';
import {
  addDaysIso,
  BINDER_STATUSES,
  OPEN_FOR_RENEWAL_DAYS,
  POLICY_NUMBER_PATTERN,
  POLICY_TRANSITIONS,
  readsByPaper,
} from '@cyber/domain';

type Db = Database | Tx;
export type PolicyRow = typeof policies.$inferSelect;

/**
 * Whose policies a call may see (decisions 042, 044): provider staff every one, an agency those
 * it bound, a cluster or aggregator those its member agencies bound, an MSSP those of the
 * accounts it looks after, a policyholder its own account's, a carrier or reinsurer those on the
 * paper it reads (see `paperOf`), a premium processor none until premium finance is
 * recorded. Every other organisation none.
 */
export type PolicyScope =
  | { kind: 'ALL' }
  | { kind: 'AGENCY'; agencyId: string }
  | { kind: 'GROUP'; groupId: string }
  | { kind: 'CLIENTS'; msspId: string }
  | { kind: 'ACCOUNT'; accountId: string }
  | { kind: 'PAPER'; paper: Paper }
  | { kind: 'FINANCER'; financerId: string }
  | { kind: 'NONE' };

/** The paper an organisation reads: one carrier's, or that of the carriers a reinsurer reinsures. */
export type Paper = { carrierId: string } | { reinsurerId: string };

/**
 * The paper an organisation reads: a carrier its own; a reinsurer that of the carriers it
 * reinsures (its treaties, read when the query runs); any other organisation null (it does not
 * read by paper).
 */
export function paperOf(org: OrganisationScope): Paper | null {
  if (!readsByPaper(org.accountType)) return null;
  return org.accountType === 'CARRIER'
    ? { carrierId: org.organisationId }
    : { reinsurerId: org.organisationId };
}

/** Binders and policies on that paper. */
const onPaperOf = (paper: Paper): SQL =>
  'carrierId' in paper
    ? eq(policies.carrierId, paper.carrierId)
    : sql`${policies.carrierId} in ${reinsuredCarriersOf(paper.reinsurerId)}`;

export function visiblePolicies(scope: PolicyScope): SQL | undefined {
  switch (scope.kind) {
    case 'ALL':
      return undefined;
    case 'AGENCY':
      return eq(policies.agencyId, scope.agencyId);
    case 'GROUP':
      return sql`${policies.agencyId} in ${memberAgenciesOf(scope.groupId)}`;
    case 'CLIENTS':
      return sql`${policies.accountId} in ${clientAccountsOf(scope.msspId)}`;
    case 'NONE':
      return sql`false`;
    case 'ACCOUNT':
      return eq(policies.accountId, scope.accountId);
    case 'FINANCER':
      return eq(policies.financerId, scope.financerId);
    case 'PAPER':
      return onPaperOf(scope.paper);
  }
}

/**
 * For another module's visibility rule (the claims of carriers and reinsurers, decision 023): the
 * account in `accountId` (the outer query's column) has a binder or policy, of any status, on the
 * paper the organisation reads; false for an organisation that does not read by paper.
 */
export function hasPolicyOnPaperOf(org: OrganisationScope, accountId: SQLWrapper): SQL {
  const paper = paperOf(org);
  if (!paper) return sql`false`;
  return sql`exists (select 1 from ${policies} where ${policies.accountId} = ${accountId}
    and ${onPaperOf(paper)})`;
}

/**
 * For the ACCOUNTS tab's "open for renewal" filter (decision 044): the account in `accountId` (the
 * outer query's column) has a policy open for renewal on `today` — the domain's
 * `isOpenForRenewal` as SQL: a status the renew transition starts from, ending from today through
 * today + OPEN_FOR_RENEWAL_DAYS.
 */
export function hasPolicyOpenForRenewal(accountId: SQLWrapper, today: string): SQL {
  const renewable = POLICY_TRANSITIONS.renew.from.map((s) => sql`${s}`);
  return sql`exists (select 1 from ${policies} where ${policies.accountId} = ${accountId}
    and ${policies.status} in (${sql.join(renewable, sql`, `)})
    and ${policies.endDate} >= ${today}
    and ${policies.endDate} <= ${addDaysIso(today, OPEN_FOR_RENEWAL_DAYS)})`;
}

/**
 * An agency's team scopes on the tabs (spec 3 §2): the current team, or every team the user is
 * in; "my agency" (or no scope) and every other organisation none.
 */
export function teamFilterOf(
  scope: PolicyScope,
  query: Pick<ParsedPolicySearchQuery, 'teamScope' | 'teamId'>,
  userId: string,
): SQL | undefined {
  if (scope.kind !== 'AGENCY') return undefined;
  if (query.teamScope === 'CURRENT_TEAM' && query.teamId) {
    return eq(policies.teamId, query.teamId);
  }
  return query.teamScope === 'MY_TEAMS'
    ? sql`${policies.teamId} in ${teamsOfMember(userId, scope.agencyId)}`
    : undefined;
}

/** The next policy number's sequence for a region and year, taken inside the bind. */
export async function nextPolicySequence(tx: Tx, region: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(policyNumberCounters)
    .values({ region, year, last: 1 })
    .onConflictDoUpdate({
      target: [policyNumberCounters.region, policyNumberCounters.year],
      set: { last: sql`${policyNumberCounters.last} + 1` },
    })
    .returning({ last: policyNumberCounters.last });
  return row!.last;
}

export async function insertPolicy(tx: Tx, values: typeof policies.$inferInsert) {
  const [row] = await tx.insert(policies).values(values).returning();
  return row!;
}

export async function findPolicyByQuote(db: Db, quoteId: string) {
  const [row] = await db.select().from(policies).where(eq(policies.quoteId, quoteId));
  return row ?? null;
}

const selectViews = (db: Db) =>
  db
    .select({ p: policies, companyName: policies.namedInsured, agencyName: policies.agencyName })
    .from(policies);
export type PolicyViewRow = { p: PolicyRow; companyName: string; agencyName: string | null };

export async function findPolicy(db: Db, scope: PolicyScope, id: string) {
  const [row] = await selectViews(db).where(and(eq(policies.id, id), visiblePolicies(scope)));
  return (row as PolicyViewRow | undefined) ?? null;
}

export async function lockPolicy(tx: Tx, scope: PolicyScope, id: string) {
  const [row] = await tx
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), visiblePolicies(scope)))
    .for('update');
  return row ?? null;
}

export async function updatePolicy(
  tx: Db,
  id: string,
  patch: Partial<typeof policies.$inferInsert>,
) {
  await tx.update(policies).set(patch).where(eq(policies.id, id));
}

const SORT_COLUMNS = {
  effectiveDate: policies.effectiveDate,
  endDate: policies.endDate,
  created: policies.createdAt,
  modified: policies.updatedAt,
  companyName: policies.namedInsured,
  policyNumber: policies.policyNumber,
  totalPremium: policies.totalPremium,
  status: policies.status,
  product: policies.product,
} as const;

/**
 * One page of the BINDERS or POLICIES tab and the number of matches: counted here, or `total`
 * when the caller knows it (the book's summary rows, services/search.ts). A search that matches
 * few (up to SEARCH_SORTED_MATCHES) sorts its matches, read through the trigram indexes, rather
 * than walk the tab's order hoping to meet a page of them soon (docs/performance.md).
 */
export async function searchPolicies(
  db: Db,
  scope: PolicyScope,
  query: ParsedPolicySearchQuery,
  today: string,
  renewalHorizon: string,
  options: { total?: number | undefined; team?: SQL | undefined } = {},
) {
  const { total, team } = options;
  const binders = query.kind === 'BINDERS';
  const kindFilter = binders
    ? sql`${policies.status} in (${sql.join(
        BINDER_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql`${policies.status} not in (${sql.join(
        BINDER_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`;
  const term = query.search?.trim();
  const where = and(
    visiblePolicies(scope),
    kindFilter,
    query.accountId ? eq(policies.accountId, query.accountId) : undefined,
    team,
    query.status ? eq(policies.status, query.status) : undefined,
    query.payment === 'PAID' ? eq(policies.paymentStatus, 'Paid') : undefined,
    query.payment === 'NEED_PAYMENT' ? sql`${policies.paymentStatus} <> 'Paid'` : undefined,
    query.openForRenewal
      ? and(
          inArray(policies.status, [...POLICY_TRANSITIONS.renew.from]),
          // the domain's isOpenForRenewal: a renewable status, ending within the horizon
          gte(policies.endDate, today),
          lte(policies.endDate, renewalHorizon),
        )
      : undefined,
    term
      ? or(
          // A whole policy number is contained only in itself (every one is policyNumberFor's,
          // POLICY_NUMBER_PATTERN, upper case): the unique index, not the trigrams of "CYB-US-".
          POLICY_NUMBER_PATTERN.test(term.toUpperCase())
            ? eq(policies.policyNumber, term.toUpperCase())
            : ilike(policies.policyNumber, `%${likeEscape(term)}%`),
          ilike(policies.namedInsured, `%${likeEscape(term)}%`),
        )
      : undefined,
  );
  const [field, direction] = query.sort.split(',') as [keyof typeof SORT_COLUMNS, string];
  const n =
    total ??
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(policies)
        .where(where)
    )[0]?.n ??
    0;
  if (term && n <= SEARCH_SORTED_MATCHES) {
    // The matches apart (a subquery with a limit is planned on its own: the limit, with room
    // for policies bound since the count, only keeps it apart), then sorted.
    const matches = db
      .select()
      .from(policies)
      .where(where)
      .limit(2 * SEARCH_SORTED_MATCHES)
      .as('m');
    const column = matches[SORT_COLUMN_KEYS[field]];
    const found = await db
      .select()
      .from(matches)
      .orderBy(direction === 'desc' ? desc(column) : asc(column), asc(matches.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const rows: PolicyViewRow[] = found.map((p) => ({
      p,
      companyName: p.namedInsured,
      agencyName: p.agencyName,
    }));
    return { rows, total: n };
  }
  const column = SORT_COLUMNS[field];
  const order = direction === 'desc' ? desc(column) : asc(column);
  const rows = (await selectViews(db)
    .where(where)
    .orderBy(order, asc(policies.id))
    .limit(query.size)
    .offset(query.page * query.size)) as PolicyViewRow[];
  return { rows, total: n };
}

/**
 * Policies due for a scheduled transition on `today`, locked (SKIP LOCKED: two nodes share the
 * work): those in one of `from` whose `column` day is before (`lt`) or on (`lte`) today.
 */
/** The days a scheduled transition is due by. */
export type DueColumn =
  'binderExpiresOn' | 'effectiveDate' | 'endDate' | 'cancelEffectiveDate' | 'reinstateBy';

/** A pending cancellation for non-payment (its reinstatement period follows), or any other. */
export const forNonPayment = (yes: boolean): SQL =>
  yes
    ? eq(policies.cancelReason, 'NON_PAYMENT')
    : sql`${policies.cancelReason} is distinct from 'NON_PAYMENT'`;

export async function lockDue(
  tx: Tx,
  from: readonly string[],
  column: DueColumn,
  comparison: 'before' | 'onOrBefore',
  today: string,
  limit: number,
  only?: SQL,
) {
  const day = policies[column];
  return tx
    .select()
    .from(policies)
    .where(
      and(
        inArray(policies.status, [...from]),
        comparison === 'before' ? lt(day, today) : lte(day, today),
        only,
      ),
    )
    .orderBy(asc(day), asc(policies.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The caller's policies summed per currency and status (the book's counting groups). */
export async function bookGroups(db: Db, scope: PolicyScope) {
  return db
    .select({
      currency: policies.currency,
      status: policies.status,
      count: sql<number>`count(*)::int`,
      totalPremium: sql<number>`coalesce(sum(${policies.totalPremium}), 0)::bigint`,
      limit: sql<number>`coalesce(sum(${policies.limit}), 0)::bigint`,
    })
    .from(policies)
    .where(visiblePolicies(scope))
    .groupBy(policies.currency, policies.status);
}

/**
 * A search matching up to this many policies sorts them (searchPolicies); one matching more
 * walks the tab's order, where a page of its matches comes soon.
 */
const SEARCH_SORTED_MATCHES = 5000;

/** SORT_COLUMNS' keys as the policies table's fields (the sorted matches' columns). */
const SORT_COLUMN_KEYS = {
  effectiveDate: 'effectiveDate',
  endDate: 'endDate',
  created: 'createdAt',
  modified: 'updatedAt',
  companyName: 'namedInsured',
  policyNumber: 'policyNumber',
  totalPremium: 'totalPremium',
  status: 'status',
  product: 'product',
} as const satisfies Record<keyof typeof SORT_COLUMNS, keyof PolicyRow>;

/**
 * The renewal job's due policies (decision 048): in force, ending from today through today +
 * OPEN_FOR_RENEWAL_DAYS, not opted out, without a renewal quote, not tried today.
 */
export async function renewalsDue(db: Db, today: string, limit: number) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'IN FORCE'),
        gte(policies.endDate, today),
        lte(policies.endDate, addDaysIso(today, OPEN_FOR_RENEWAL_DAYS)),
        eq(policies.renewalOptOut, false),
        isNull(policies.renewalQuoteId),
        or(isNull(policies.renewalCheckedOn), lt(policies.renewalCheckedOn, today)),
      ),
    )
    .orderBy(asc(policies.endDate), asc(policies.id))
    .limit(limit);
}

/** Set a renewal flag on those of the policies the scope sees; answers the ids updated. */
export async function setRenewalFlag(
  tx: Tx,
  scope: PolicyScope,
  ids: string[],
  patch: { renewalOptOut?: boolean; renewalRemindersMuted?: boolean },
) {
  const rows = await tx
    .update(policies)
    .set(patch)
    .where(and(inArray(policies.id, ids), visiblePolicies(scope)))
    .returning({ id: policies.id });
  return rows.map((r) => r.id);
}
