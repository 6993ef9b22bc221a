import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  installmentPlans,
  invoices,
  ledgerEntries,
  ledgerJournals,
} from '../../db/schema/index.ts';
import { likeEscape } from '../../lib/paging.ts';

type Db = Database | Tx;

/** The invoice search counts matches up to this many (or two pages past the one shown). */
const INVOICES_COUNT_CAP = 1000;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Whose invoices a caller sees: the provider's staff all, an agency its own, an insured its own. */
export type BillingScope =
  | { kind: 'ALL' }
  | { kind: 'AGENCY'; agencyId: string }
  | { kind: 'ACCOUNT'; accountId: string }
  | { kind: 'FINANCER'; financerId: string }
  | { kind: 'NONE' };

const visibleInvoices = (scope: BillingScope): SQL | undefined => {
  switch (scope.kind) {
    case 'ALL':
      return undefined;
    case 'AGENCY':
      return eq(invoices.agencyId, scope.agencyId);
    case 'ACCOUNT':
      return eq(invoices.accountId, scope.accountId);
    case 'FINANCER':
      return sql`${invoices.policyId} in (select ${installmentPlans.policyId} from ${installmentPlans} where ${installmentPlans.financerId} = ${scope.financerId})`;
    case 'NONE':
      return sql`false`;
  }
};

export async function insertJournal(tx: Tx, values: typeof ledgerJournals.$inferInsert) {
  const [row] = await tx.insert(ledgerJournals).values(values).returning();
  return row!;
}

/** A journal's lines as the policy's entries (each receivable line naming its invoice). */
export async function insertEntries(
  tx: Tx,
  journalId: string,
  policy: { id: string; accountId: string; agencyId: string | null; currency: string },
  lines: readonly { account: string; amount: number; invoiceId: string | null }[],
  now: Date,
) {
  if (lines.length === 0) return;
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      journalId,
      ledgerAccount: line.account,
      policyId: policy.id,
      accountId: policy.accountId,
      agencyId: policy.agencyId,
      invoiceId: line.invoiceId,
      currency: policy.currency,
      amount: line.amount,
      createdAt: now,
    })),
  );
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** How many invoices the policy has (its next invoice's number; the policy row is locked). */
export async function invoiceCount(db: Db, policyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.policyId, policyId));
  return row?.n ?? 0;
}

/**
 * Each invoice's receivable still owed (its own entries and those settling it). Qualified: in a
 * one-table select an unqualified column would be the subquery's.
 */
const owed = sql<number>`coalesce((
  select sum(e.amount) from ${ledgerEntries} e
  where e.invoice_id = ${invoices}.id and e.ledger_account = 'RECEIVABLE'
), 0)::bigint`;

const SORT = {
  created: invoices.createdAt,
  dueDate: invoices.dueDate,
  total: invoices.total,
  invoiceNumber: invoices.invoiceNumber,
} as const;

export type InvoiceViewRow = { i: InvoiceRow; balance: number };

/** A policy or invoice number as typed ("CYB-US-2026-0000017", "cyb-uk-2026-00000"). */
const NUMBER_PREFIX = /^[A-Za-z]{3}-[A-Za-z]{2}-[\d-]*$/;

/**
 * What a search term matches: a policy or invoice number by its prefix (an invoice number
 * starts with its policy's), digits anywhere in the invoice number, anything else in the invoice
 * number or the company's name.
 */
function invoiceSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  if (NUMBER_PREFIX.test(term))
    return sql`${invoices.invoiceNumber} like ${`${likeEscape(term.toUpperCase())}%`}`;
  const contains = `%${likeEscape(term)}%`;
  if (/^[\d-]+$/.test(term)) return ilike(invoices.invoiceNumber, contains);
  return or(ilike(invoices.invoiceNumber, contains), ilike(invoices.companyName, contains));
}

/** A page of the scope's invoices; `search` an invoice or policy number or the company. */
export async function searchInvoices(
  db: Db,
  scope: BillingScope,
  query: {
    page: number;
    size: number;
    search?: string | undefined;
    sort: string;
    policyId?: string | undefined;
  },
) {
  const where = and(
    visibleInvoices(scope),
    query.policyId ? eq(invoices.policyId, query.policyId) : undefined,
    invoiceSearch(query.search),
  );
  const [field, direction] = query.sort.split(',') as [keyof typeof SORT, string];
  const column = SORT[field];
  const rows = await db
    .select({ i: invoices, balance: owed })
    .from(invoices)
    .where(where)
    .orderBy(direction === 'asc' ? asc(column) : desc(column), asc(invoices.id))
    .limit(query.size)
    .offset(query.page * query.size);
  // Counting stops at the cap (or two pages past the one shown): staff page through a million
  // invoices without counting them all on every request.
  const cap = Math.max(INVOICES_COUNT_CAP, (query.page + 2) * query.size);
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(invoices)
    .where(where)
    .limit(cap)
    .as('matching');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  const total = count?.n ?? 0;
  return {
    rows: rows.map((r) => ({ i: r.i, balance: Number(r.balance) })),
    total,
    totalIsCapped: total >= cap,
  };
}

/** The policy's invoices, oldest first, with what is owed on each. */
export async function invoicesOfPolicy(db: Db, policyId: string): Promise<InvoiceViewRow[]> {
  const rows = await db
    .select({ i: invoices, balance: owed })
    .from(invoices)
    .where(eq(invoices.policyId, policyId))
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber));
  return rows.map((r) => ({ i: r.i, balance: Number(r.balance) }));
}

/** The policy's balance in each ledger account. */
export async function policyLedger(db: Db, policyId: string) {
  return db
    .select({
      account: ledgerEntries.ledgerAccount,
      amount: sql<number>`sum(${ledgerEntries.amount})::bigint`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.policyId, policyId))
    .groupBy(ledgerEntries.ledgerAccount);
}

/** Journals whose entries do not sum to zero (the reconciliation: none, ever). */
export async function unbalancedJournals(db: Db) {
  return db
    .select({
      journalId: ledgerEntries.journalId,
      sum: sql<number>`sum(${ledgerEntries.amount})::bigint`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.journalId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
}

/** The visible policy whose invoices carry this number (the ACH details' lookup). */
export async function policyIdByNumber(db: Db, scope: BillingScope, policyNumber: string) {
  const [row] = await db
    .select({ policyId: invoices.policyId })
    .from(invoices)
    .where(and(eq(invoices.policyNumber, policyNumber), visibleInvoices(scope)))
    .limit(1);
  return row?.policyId ?? null;
}

/** The sums of every charge invoiced on a policy (net of credits), and its binder's invoice. */
export async function invoicedCharges(db: Db, policyId: string) {
  const [sums] = await db
    .select({
      premium: sql<number>`coalesce(sum(${invoices.premium}), 0)::bigint`,
      brokerFee: sql<number>`coalesce(sum(${invoices.brokerFee}), 0)::bigint`,
      mgaFee: sql<number>`coalesce(sum(${invoices.mgaFee}), 0)::bigint`,
      surplusLinesTax: sql<number>`coalesce(sum(${invoices.surplusLinesTax}), 0)::bigint`,
      stampingFee: sql<number>`coalesce(sum(${invoices.stampingFee}), 0)::bigint`,
      premiumTax: sql<number>`coalesce(sum(${invoices.premiumTax}), 0)::bigint`,
    })
    .from(invoices)
    .where(eq(invoices.policyId, policyId));
  const [first] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.policyId, policyId))
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber))
    .limit(1);
  return {
    charges: {
      premium: Number(sums?.premium ?? 0),
      brokerFee: Number(sums?.brokerFee ?? 0),
      mgaFee: Number(sums?.mgaFee ?? 0),
      surplusLinesTax: Number(sums?.surplusLinesTax ?? 0),
      stampingFee: Number(sums?.stampingFee ?? 0),
      premiumTax: Number(sums?.premiumTax ?? 0),
    },
    first: first ?? null,
  };
}

/** A journal's entries (to reverse it). */
export async function journalLines(db: Db, journalId: string) {
  return db
    .select({
      account: ledgerEntries.ledgerAccount,
      amount: ledgerEntries.amount,
      invoiceId: ledgerEntries.invoiceId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, journalId))
    .orderBy(asc(ledgerEntries.id));
}

/** The balances staff closed on a policy: each WRITE_OFF journal and what it wrote off. */
export async function writeOffsOf(db: Db, policyId: string) {
  const rows = await db
    .select({
      j: ledgerJournals,
      amount: sql<number>`coalesce((
        select sum(e.amount) from ${ledgerEntries} e
        where e.journal_id = ${ledgerJournals}.id and e.ledger_account = 'WRITE_OFF'
      ), 0)::bigint`,
    })
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.policyId, policyId), eq(ledgerJournals.kind, 'WRITE_OFF')))
    .orderBy(desc(ledgerJournals.createdAt));
  return rows.map((r) => ({ ...r.j, amount: Number(r.amount) }));
}

/** Each currency's entries netted (the trial balance's bottom line: zero, ever). */
export async function netByCurrency(db: Db) {
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      debits: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::bigint`,
      credits: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::bigint`,
      net: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`,
      journals: sql<number>`count(distinct ${ledgerEntries.journalId})::int`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  return rows.map((r) => ({
    currency: r.currency,
    debits: Number(r.debits),
    credits: Number(r.credits),
    net: Number(r.net),
    journals: Number(r.journals),
  }));
}

/** Invoices whose total is not what their journal debited to the receivable (none, ever). */
export async function invoicesOffLedger(db: Db, limit = 50) {
  const posted = sql<number>`coalesce((
    select sum(e.amount) from ${ledgerEntries} e
    where e.journal_id = ${invoices}.journal_id and e.ledger_account = 'RECEIVABLE'
  ), 0)::bigint`;
  const rows = await db
    .select({ invoiceNumber: invoices.invoiceNumber, total: invoices.total, posted })
    .from(invoices)
    .where(sql`${invoices.total} <> ${posted}`)
    .orderBy(invoices.invoiceNumber)
    .limit(limit);
  return rows.map((r) => ({
    invoiceNumber: r.invoiceNumber,
    total: Number(r.total),
    posted: Number(r.posted),
  }));
}

/** One invoice the scope reads, with what is still owed on it; null when it does not. */
export async function findInvoice(db: Db, scope: BillingScope, id: string) {
  const [row] = await db
    .select({ i: invoices, balance: owed })
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleInvoices(scope)));
  return row ? { i: row.i, balance: Number(row.balance) } : null;
}
