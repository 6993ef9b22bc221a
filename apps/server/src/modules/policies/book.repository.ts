import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  policies,
  policyBookGroups,
  policyPremiumMonths,
  WHOLE_BOOK_SCOPE,
} from '../../db/schema/index.ts';
import { visiblePolicies, type PolicyScope } from './policies.repository.ts';

type Db = Database | Tx;

/**
 * The caller's book per currency, status and payment: counts and sums for the counting rules,
 * and how many are due for renewal (renewable statuses are the caller's to pass: the domain's).
 */
export async function bookGroups(
  db: Db,
  scope: PolicyScope,
  renewal: { statuses: readonly string[]; from: string; to: string },
) {
  const renewable = sql.join(
    renewal.statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return db
    .select({
      currency: policies.currency,
      status: policies.status,
      isPaid: sql<boolean>`(${policies.paymentStatus} = 'Paid')`,
      count: sql<number>`count(*)::int`,
      totalPremium: sql<number>`coalesce(sum(${policies.totalPremium}), 0)::bigint`,
      limit: sql<number>`coalesce(sum(${policies.limit}), 0)::bigint`,
      renewalsDue: sql<number>`(count(*) filter (where ${policies.status} in (${renewable})
        and ${policies.endDate} between ${renewal.from} and ${renewal.to}))::int`,
    })
    .from(policies)
    .where(visiblePolicies(scope))
    .groupBy(policies.currency, policies.status, sql`(${policies.paymentStatus} = 'Paid')`);
}

/** Premium per currency, month bound (YYYY-MM, UTC) and status, for binding from `since` on. */
export async function premiumByMonthGroups(db: Db, scope: PolicyScope, since: Date) {
  const month = sql<string>`to_char(${policies.boundAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      currency: policies.currency,
      month,
      status: policies.status,
      totalPremium: sql<number>`coalesce(sum(${policies.totalPremium}), 0)::bigint`,
    })
    .from(policies)
    .where(and(visiblePolicies(scope), gte(policies.boundAt, since)))
    .groupBy(policies.currency, month, policies.status);
}

/**
 * The scope_id of the summary rows (policy_book_groups, policy_premium_months) that add up
 * exactly the policies `scope` sees: provider staff's whole book, an agency's own; null for the
 * other scopes (summed from `policies`).
 */
export function summaryScopeOf(scope: PolicyScope): string | null {
  if (scope.kind === 'ALL') return WHOLE_BOOK_SCOPE;
  if (scope.kind === 'AGENCY') return scope.agencyId;
  return null;
}

const g = policyBookGroups;
const m = policyPremiumMonths;

/** `bookGroups` read from the summary rows of `scopeId` (renewals apart: `renewalsDueBy`). */
export async function summaryBookGroups(db: Db, scopeId: string) {
  return db
    .select({
      currency: g.currency,
      status: g.status,
      isPaid: g.isPaid,
      count: g.count,
      totalPremium: g.totalPremium,
      limit: g.limit,
    })
    .from(g)
    .where(and(eq(g.scopeId, scopeId), sql`${g.count} <> 0`));
}

/** `premiumByMonthGroups` read from the summary rows of `scopeId` (`since`: a month's first day). */
export async function summaryPremiumByMonth(db: Db, scopeId: string, since: string) {
  return db
    .select({
      currency: m.currency,
      month: sql<string>`to_char(${m.month}, 'YYYY-MM')`,
      status: m.status,
      totalPremium: m.totalPremium,
    })
    .from(m)
    .where(and(eq(m.scopeId, scopeId), gte(m.month, since), sql`${m.count} <> 0`));
}

/**
 * How many of the caller's policies are due for renewal, per currency: in one of the renewable
 * statuses, ending from `from` through `to` (they depend on today, so they are not summed ahead;
 * an index-only range of policies_status_end_idx).
 */
export async function renewalsDueBy(
  db: Db,
  scope: PolicyScope,
  renewal: { statuses: readonly string[]; from: string; to: string },
) {
  return db
    .select({ currency: policies.currency, n: sql<number>`count(*)::int` })
    .from(policies)
    .where(
      and(
        visiblePolicies(scope),
        inArray(policies.status, [...renewal.statuses]),
        gte(policies.endDate, renewal.from),
        lte(policies.endDate, renewal.to),
      ),
    )
    .groupBy(policies.currency);
}

/**
 * How many policies of `scopeId`'s summary rows are in one of `statuses` (or, with `not`, in
 * none of them), optionally paid or not: the BINDERS and POLICIES tabs' count without a search.
 */
export async function summaryCount(
  db: Db,
  scopeId: string,
  filter: { statuses: readonly string[]; not: boolean; status?: string; isPaid?: boolean },
) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${g.count}), 0)::int` })
    .from(g)
    .where(
      and(
        eq(g.scopeId, scopeId),
        filter.not
          ? sql`${g.status} not in (${sql.join(
              filter.statuses.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : inArray(g.status, [...filter.statuses]),
        filter.status !== undefined ? eq(g.status, filter.status) : undefined,
        filter.isPaid !== undefined ? eq(g.isPaid, filter.isPaid) : undefined,
      ),
    );
  return row?.n ?? 0;
}
