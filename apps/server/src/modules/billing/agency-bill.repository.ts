import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import {
  agencyBillTerms,
  agencyRemittances,
  invoices,
  ledgerEntries,
} from '../../db/schema/index.ts';

type Db = Database | Tx;

/** Agency bill (decision 058): who bills its clients, each month's invoices and remittances. */

export async function findTerms(db: Db, agencyId: string) {
  const [row] = await db
    .select()
    .from(agencyBillTerms)
    .where(eq(agencyBillTerms.agencyId, agencyId));
  return row ?? null;
}

export async function upsertTerms(tx: Tx, values: typeof agencyBillTerms.$inferInsert) {
  await tx
    .insert(agencyBillTerms)
    .values(values)
    .onConflictDoUpdate({
      target: agencyBillTerms.agencyId,
      set: { enabled: values.enabled, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

/** What is still owed on the invoice: its receivable entries' sum. */
const balanceOf = sql<number>`coalesce((select sum(e.amount) from ${ledgerEntries} e where e.invoice_id = ${invoices}.id and e.ledger_account = 'RECEIVABLE'), 0)::bigint`;

const monthRange = (year: number, month: number) => ({
  from: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
  to: new Date(Date.UTC(year, month, 1)).toISOString(),
});

/** The agency's agency-billed invoices raised in the month, oldest first, with what is owed. */
export async function linesOfMonth(db: Db, agencyId: string, year: number, month: number) {
  const { from, to } = monthRange(year, month);
  const rows = await db
    .select({ i: invoices, balance: balanceOf })
    .from(invoices)
    .where(
      and(
        eq(invoices.agencyId, agencyId),
        eq(invoices.agencyBilled, true),
        sql`${invoices.createdAt} >= ${from} and ${invoices.createdAt} < ${to}`,
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber));
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}

export async function findRemittance(db: Db, agencyId: string, year: number, month: number) {
  const [row] = await db
    .select()
    .from(agencyRemittances)
    .where(
      and(
        eq(agencyRemittances.agencyId, agencyId),
        eq(agencyRemittances.year, year),
        eq(agencyRemittances.month, month),
      ),
    );
  return row ?? null;
}

export async function findRemittanceByKey(db: Db, agencyId: string, key: string) {
  const [row] = await db
    .select()
    .from(agencyRemittances)
    .where(
      and(eq(agencyRemittances.agencyId, agencyId), eq(agencyRemittances.idempotencyKey, key)),
    );
  return row ?? null;
}

/** The remittance, or null when the month (or the key) already has one: it waits for that one. */
export async function insertRemittance(tx: Tx, values: typeof agencyRemittances.$inferInsert) {
  const [row] = await tx.insert(agencyRemittances).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const agencyFilter = (agencyId: string | null, column: SQL | AnyPgColumn) =>
  agencyId ? sql`${column} = ${agencyId}` : undefined;

/** Agency-billed invoices still owed, by currency (one agency's, or every agency's). */
export async function openTotals(db: Db, agencyId: string | null) {
  const rows = await db
    .select({
      currency: invoices.currency,
      count: sql<number>`count(*)::int`,
      total: sql<number>`sum(${invoices.total})::bigint`,
      commission: sql<number>`sum(${invoices.commission})::bigint`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.agencyBilled, true),
        agencyFilter(agencyId, invoices.agencyId),
        sql`${balanceOf} <> 0`,
      ),
    )
    .groupBy(invoices.currency);
  return rows.map((r) => ({
    ...r,
    total: Number(r.total),
    commission: Number(r.commission),
  }));
}

/** Each agency's months with agency-billed invoices and no remittance, with their net. */
export async function unremittedMonths(db: Db, agencyId: string | null) {
  const year = sql<number>`extract(year from ${invoices.createdAt} at time zone 'UTC')::int`;
  const month = sql<number>`extract(month from ${invoices.createdAt} at time zone 'UTC')::int`;
  const rows = await db
    .select({
      agencyId: sql<string>`${invoices.agencyId}`,
      currency: invoices.currency,
      year,
      month,
      net: sql<number>`sum(${invoices.total} - ${invoices.commission})::bigint`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.agencyBilled, true),
        agencyFilter(agencyId, invoices.agencyId),
        sql`not exists (select 1 from ${agencyRemittances} r where r.agency_id = ${invoices.agencyId} and r.year = ${year} and r.month = ${month})`,
      ),
    )
    .groupBy(invoices.agencyId, invoices.currency, year, month)
    .orderBy(year, month);
  return rows.map((r) => ({ ...r, net: Number(r.net) }));
}

/** Net remitted since `since`, by currency. */
export async function remittedSince(db: Db, agencyId: string | null, since: Date) {
  const rows = await db
    .select({
      currency: agencyRemittances.currency,
      amount: sql<number>`sum(${agencyRemittances.amount})::bigint`,
    })
    .from(agencyRemittances)
    .where(
      and(
        agencyFilter(agencyId, agencyRemittances.agencyId),
        sql`${agencyRemittances.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .groupBy(agencyRemittances.currency);
  return new Map(rows.map((r) => [r.currency, Number(r.amount)]));
}

/** Whether the policy is agency billed (its first invoice says so). */
export async function isAgencyBilled(db: Db, policyId: string) {
  const [row] = await db
    .select({ agencyBilled: invoices.agencyBilled })
    .from(invoices)
    .where(eq(invoices.policyId, policyId))
    .orderBy(asc(invoices.createdAt))
    .limit(1);
  return row?.agencyBilled ?? false;
}
