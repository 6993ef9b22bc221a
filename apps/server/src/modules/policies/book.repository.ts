import { and, gte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
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
