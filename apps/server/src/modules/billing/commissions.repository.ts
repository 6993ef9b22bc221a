import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  commissionHolds,
  commissionPayoutAccounts,
  commissionPayouts,
  commissionRates,
  invoices,
  ledgerEntries,
} from '../../db/schema/index.ts';
import { likeEscape } from '../../lib/paging.ts';
import { agencySummaries } from '../organisations/index.ts';

type Db = Database | Tx;

/**
 * Whose commission a caller reads (decision 054): provider staff every agency's, an agency its
 * own; nobody else any.
 */
export type CommissionScope = { kind: 'ALL' } | { kind: 'AGENCY'; agencyId: string };

const agencyOf = (scope: CommissionScope, column: SQL | typeof invoices.agencyId) =>
  scope.kind === 'AGENCY' ? sql`${column} = ${scope.agencyId}` : undefined;

/** The month an instant falls in, in UTC, as YYYY-MM. */
const monthOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/**
 * The rate an invoice earns: the rate the policy's earlier invoices earned for this agency (so
 * a return of premium returns what its charge earned), else the agency's rate for the product.
 */
export async function commissionRateFor(
  tx: Db,
  input: { policyId: string; agencyId: string; product: string },
): Promise<{ rateBps: number | null; agencyBilled: boolean | null }> {
  const [earlier] = await tx
    .select({ rateBps: invoices.commissionRateBps, agencyBilled: invoices.agencyBilled })
    .from(invoices)
    .where(and(eq(invoices.policyId, input.policyId), eq(invoices.agencyId, input.agencyId)))
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber))
    .limit(1);
  if (earlier) return earlier;
  const [set] = await tx
    .select({ rateBps: commissionRates.rateBps })
    .from(commissionRates)
    .where(
      and(eq(commissionRates.agencyId, input.agencyId), eq(commissionRates.product, input.product)),
    );
  return { rateBps: set?.rateBps ?? null, agencyBilled: null };
}

export async function ratesOf(db: Db, agencyId: string) {
  return db.select().from(commissionRates).where(eq(commissionRates.agencyId, agencyId));
}

export async function upsertRate(tx: Tx, values: typeof commissionRates.$inferInsert) {
  await tx
    .insert(commissionRates)
    .values(values)
    .onConflictDoUpdate({
      target: [commissionRates.agencyId, commissionRates.product],
      set: { rateBps: values.rateBps, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

/** An agency: its name, region and whether payments to it are paused (null: not an agency). */
export async function findAgency(db: Db, agencyId: string) {
  return (await agencySummaries(db, [agencyId])).get(agencyId) ?? null;
}

const held = sql<boolean>`exists (select 1 from ${commissionHolds} h where h.policy_id = ${invoices}.policy_id)`;

export type CommissionLineFilter = {
  search?: string | undefined;
  agencyId?: string | undefined;
  agencyBilled?: boolean | undefined;
  year?: number | undefined;
  month?: number | undefined;
};

const lineFilter = (scope: CommissionScope, f: CommissionLineFilter) => {
  const term = f.search ? `%${likeEscape(f.search)}%` : null;
  const period =
    f.year && f.month
      ? sql`${monthOf(invoices.createdAt)} = ${`${f.year}-${String(f.month).padStart(2, '0')}`}`
      : f.year
        ? sql`extract(year from ${invoices.createdAt} at time zone 'UTC') = ${f.year}`
        : undefined;
  return and(
    sql`${invoices.commission} <> 0`,
    sql`${invoices.agencyId} is not null`,
    agencyOf(scope, sql`${invoices.agencyId}`),
    f.agencyId ? eq(invoices.agencyId, f.agencyId) : undefined,
    f.agencyBilled === undefined ? undefined : eq(invoices.agencyBilled, f.agencyBilled),
    period,
    term
      ? sql`(${ilike(invoices.policyNumber, term)} or ${ilike(invoices.invoiceNumber, term)} or ${ilike(invoices.companyName, term)} or ${ilike(invoices.agencyName, term)})`
      : undefined,
  );
};

/** A page of commission lines (invoices that earned or returned commission), newest first. */
export async function searchLines(
  db: Db,
  scope: CommissionScope,
  f: CommissionLineFilter & { page: number; size: number },
) {
  const where = lineFilter(scope, f);
  const [rows, [count]] = await Promise.all([
    db
      .select({ i: invoices, held })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
      .limit(f.size)
      .offset(f.page * f.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Every commission line of an agency's month, oldest first (the statement). */
export async function linesOfMonth(db: Db, agencyId: string, year: number, month: number) {
  return db
    .select({ i: invoices, held })
    .from(invoices)
    .where(lineFilter({ kind: 'AGENCY', agencyId }, { year, month }))
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber));
}

/** The payouts made to an agency, newest first; of one month when given. */
export async function payoutsOf(
  db: Db,
  agencyId: string,
  period?: { year: number; month: number },
  limit = 100,
) {
  return db
    .select()
    .from(commissionPayouts)
    .where(
      and(
        eq(commissionPayouts.agencyId, agencyId),
        period
          ? sql`${monthOf(commissionPayouts.createdAt)} = ${`${period.year}-${String(period.month).padStart(2, '0')}`}`
          : undefined,
      ),
    )
    .orderBy(desc(commissionPayouts.createdAt))
    .limit(limit);
}

/** What the provider owed the agency before a month began (its statement's opening balance). */
export async function payableBefore(db: Db, agencyId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::bigint` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.agencyId, agencyId),
        eq(ledgerEntries.ledgerAccount, 'COMMISSION_PAYABLE'),
        sql`${ledgerEntries.createdAt} < ${before.toISOString()}`,
      ),
    );
  return Number(row?.sum ?? 0);
}

const STATEMENT_SORT = {
  period: sql`period`,
  agencyName: sql`agency_name`,
  commission: sql`commission`,
} as const;

/** Agencies whose name (as their invoices carry it) contains `term`. */
const agencyNamed = (agencyId: SQL | typeof invoices.agencyId, term: string) =>
  sql`exists (select 1 from ${invoices} n where n.agency_id = ${agencyId} and n.agency_name ilike ${term})`;

/** The agency's name as its latest invoice carries it. */
const agencyNameOf = (agencyId: SQL) =>
  sql<
    string | null
  >`(select n.agency_name from ${invoices} n where n.agency_id = ${agencyId} order by n.created_at desc limit 1)`;

/**
 * A page of statements: each agency's months with commission earned or paid (the lines'
 * months and the payouts' months joined), with the totals of each.
 */
export async function searchStatements(
  db: Db,
  scope: CommissionScope,
  q: {
    page: number;
    size: number;
    agencyBilled?: boolean | undefined;
    search?: string | undefined;
    sort: string;
  },
) {
  const lines = db
    .select({
      agencyId: sql<string>`${invoices.agencyId}`.as('l_agency'),
      currency: sql<string>`${invoices.currency}`.as('l_currency'),
      period: monthOf(invoices.createdAt).as('l_period'),
      invoices: sql<number>`count(*)::int`.as('l_invoices'),
      premium: sql<number>`sum(${invoices.premium})::bigint`.as('l_premium'),
      commission: sql<number>`sum(${invoices.commission})::bigint`.as('l_commission'),
    })
    .from(invoices)
    .where(lineFilter(scope, { agencyBilled: q.agencyBilled }))
    .groupBy(invoices.agencyId, invoices.currency, monthOf(invoices.createdAt))
    .as('l');
  const paid = db
    .select({
      agencyId: sql<string>`${commissionPayouts.agencyId}`.as('p_agency'),
      currency: sql<string>`${commissionPayouts.currency}`.as('p_currency'),
      period: monthOf(commissionPayouts.createdAt).as('p_period'),
      paid: sql<number>`sum(${commissionPayouts.amount})::bigint`.as('p_paid'),
    })
    .from(commissionPayouts)
    .where(
      and(
        eq(commissionPayouts.status, 'PAID'),
        agencyOf(scope, sql`${commissionPayouts.agencyId}`),
      ),
    )
    .groupBy(
      commissionPayouts.agencyId,
      commissionPayouts.currency,
      monthOf(commissionPayouts.createdAt),
    )
    .as('p');
  const agencyId = sql<string>`coalesce(${lines.agencyId}, ${paid.agencyId})`;
  const [field, direction] = q.sort.split(',') as [keyof typeof STATEMENT_SORT, 'asc' | 'desc'];
  const term = q.search ? `%${likeEscape(q.search)}%` : null;
  const rows = await db
    .select({
      agencyId: agencyId.as('agency_id'),
      agencyName: agencyNameOf(agencyId).as('agency_name'),
      currency: sql<string>`coalesce(${lines.currency}, ${paid.currency})`.as('currency'),
      period: sql<string>`coalesce(${lines.period}, ${paid.period})`.as('period'),
      invoices: sql<number>`coalesce(${lines.invoices}, 0)::int`.as('invoices'),
      premium: sql<number>`coalesce(${lines.premium}, 0)::bigint`.as('premium'),
      commission: sql<number>`coalesce(${lines.commission}, 0)::bigint`.as('commission'),
      paid: sql<number>`coalesce(${paid.paid}, 0)::bigint`.as('paid'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(lines)
    .fullJoin(
      paid,
      and(
        eq(lines.agencyId, paid.agencyId),
        eq(lines.currency, paid.currency),
        eq(lines.period, paid.period),
      ),
    )
    .where(term ? agencyNamed(agencyId, term) : undefined)
    .orderBy(
      direction === 'asc' ? asc(STATEMENT_SORT[field]) : desc(STATEMENT_SORT[field]),
      asc(sql`agency_name`),
    )
    .limit(q.size)
    .offset(q.page * q.size);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Whether a policy's commission is not paid out: staff hold it, or the policy is agency billed
 * (the agency keeps its commission from the premium it remits; decision 058).
 */
const notPayable = sql<boolean>`(exists (select 1 from ${commissionHolds} h where h.policy_id = ${ledgerEntries}.policy_id) or exists (select 1 from ${invoices} ab where ab.policy_id = ${ledgerEntries}.policy_id and ab.agency_billed))`;

/** Each policy's commission still owed to the agency, oldest first, and whether it is held. */
export async function payableByPolicy(db: Db, agencyId: string) {
  const rows = await db
    .select({
      policyId: ledgerEntries.policyId,
      accountId: sql<string>`min(${ledgerEntries.accountId}::text)`,
      currency: ledgerEntries.currency,
      payable: sql<number>`(-sum(${ledgerEntries.amount}))::bigint`,
      first: sql<string>`min(${ledgerEntries.createdAt})`,
      held: notPayable,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.agencyId, agencyId),
        eq(ledgerEntries.ledgerAccount, 'COMMISSION_PAYABLE'),
      ),
    )
    .groupBy(ledgerEntries.policyId, ledgerEntries.currency)
    .orderBy(sql`min(${ledgerEntries.createdAt})`, ledgerEntries.policyId);
  return rows.map((r) => ({ ...r, payable: Number(r.payable) }));
}

/** A page of agencies with what the provider owes each (outstanding, held, paid, earned). */
export async function searchOutstanding(
  db: Db,
  scope: CommissionScope,
  q: { page: number; size: number; search?: string | undefined },
) {
  const e = db
    .select({
      agencyId: sql<string>`${ledgerEntries.agencyId}`.as('e_agency'),
      currency: sql<string>`${ledgerEntries.currency}`.as('e_currency'),
      outstanding: sql<number>`(-sum(${ledgerEntries.amount}))::bigint`.as('e_outstanding'),
      held: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${notPayable}), 0)::bigint`.as(
        'e_held',
      ),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.ledgerAccount, 'COMMISSION_PAYABLE'),
        sql`${ledgerEntries.agencyId} is not null`,
        agencyOf(scope, sql`${ledgerEntries.agencyId}`),
      ),
    )
    .groupBy(ledgerEntries.agencyId, ledgerEntries.currency)
    .as('e');
  const term = q.search ? `%${likeEscape(q.search)}%` : null;
  const rows = await db
    .select({
      agencyId: e.agencyId,
      agencyName: agencyNameOf(sql`${e.agencyId}`),
      currency: e.currency,
      outstanding: e.outstanding,
      held: e.held,
      earned: sql<number>`coalesce((select sum(i.commission) from ${invoices} i where i.agency_id = ${e.agencyId} and i.currency = ${e.currency}), 0)::bigint`,
      paid: sql<number>`coalesce((select sum(p.amount) from ${commissionPayouts} p where p.agency_id = ${e.agencyId} and p.currency = ${e.currency} and p.status = 'PAID'), 0)::bigint`,
      lastPaidAt: sql<
        string | null
      >`(select max(p.created_at) from ${commissionPayouts} p where p.agency_id = ${e.agencyId} and p.status = 'PAID')`,
      accountTitle: commissionPayoutAccounts.title,
      accountLast4: commissionPayoutAccounts.last4,
      total: sql<number>`count(*) over ()`,
    })
    .from(e)
    .leftJoin(commissionPayoutAccounts, eq(commissionPayoutAccounts.agencyId, e.agencyId))
    .where(term ? agencyNamed(sql`${e.agencyId}`, term) : undefined)
    .orderBy(desc(e.outstanding), asc(e.agencyId))
    .limit(q.size)
    .offset(q.page * q.size);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findHold(db: Db, policyId: string) {
  const [row] = await db
    .select()
    .from(commissionHolds)
    .where(eq(commissionHolds.policyId, policyId));
  return row ?? null;
}

export async function insertHold(tx: Tx, values: typeof commissionHolds.$inferInsert) {
  await tx.insert(commissionHolds).values(values).onConflictDoNothing();
}

export async function deleteHold(tx: Tx, policyId: string) {
  await tx.delete(commissionHolds).where(eq(commissionHolds.policyId, policyId));
}

/** Whether any invoice of the policy earned commission for an agency (the toggle's subject). */
export async function policyCommissionAgency(db: Db, policyId: string) {
  const [row] = await db
    .select({ agencyId: invoices.agencyId, policyNumber: invoices.policyNumber })
    .from(invoices)
    .where(and(eq(invoices.policyId, policyId), sql`${invoices.commission} <> 0`))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row ?? null;
}

/** The agency's payout account; `lock` takes its row for the payment's transaction. */
export async function findPayoutAccount(db: Db, agencyId: string, lock = false) {
  const query = db
    .select()
    .from(commissionPayoutAccounts)
    .where(eq(commissionPayoutAccounts.agencyId, agencyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function savePayoutAccount(
  tx: Tx,
  values: typeof commissionPayoutAccounts.$inferInsert,
) {
  const [row] = await tx
    .insert(commissionPayoutAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: commissionPayoutAccounts.agencyId,
      set: {
        title: values.title,
        processor: values.processor,
        token: values.token,
        last4: values.last4,
        accountType: values.accountType,
        createdBy: values.createdBy,
        createdAt: values.createdAt,
      },
    })
    .returning();
  return row!;
}

export async function deletePayoutAccount(tx: Tx, agencyId: string) {
  const rows = await tx
    .delete(commissionPayoutAccounts)
    .where(eq(commissionPayoutAccounts.agencyId, agencyId))
    .returning({ id: commissionPayoutAccounts.id });
  return rows.length > 0;
}

export async function findPayoutByKey(db: Db, agencyId: string, key: string) {
  const [row] = await db
    .select()
    .from(commissionPayouts)
    .where(
      and(eq(commissionPayouts.agencyId, agencyId), eq(commissionPayouts.idempotencyKey, key)),
    );
  return row ?? null;
}

export async function insertPayout(tx: Tx, values: typeof commissionPayouts.$inferInsert) {
  const [row] = await tx.insert(commissionPayouts).values(values).returning();
  return row!;
}
