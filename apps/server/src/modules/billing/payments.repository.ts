import { and, asc, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../lib/paging.ts';
import type { BillingScope } from './billing.repository.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  installmentPlans,
  invoices,
  ledgerEntries,
  paymentMethods,
  paymentReminders,
  premiumFinancers,
  payments,
} from '../../db/schema/index.ts';

type Db = Database | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type InstallmentPlanRow = typeof installmentPlans.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findPaymentByKey(db: Db, policyId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.policyId, policyId), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

export async function findPayment(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  tx: Tx,
  id: string,
  patch: Partial<typeof payments.$inferInsert>,
) {
  const [row] = await tx.update(payments).set(patch).where(eq(payments.id, id)).returning();
  return row!;
}

/** The policy's latest payments with the number of the first invoice each settles. */
export async function paymentsOfPolicy(db: Db, policyId: string, limit = 20) {
  return db
    .select({ p: payments, invoiceNumber: invoices.invoiceNumber })
    .from(payments)
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.policyId, policyId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** What is in process on the policy (payments not yet settled). */
export async function inProcessTotal(db: Db, policyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
    .from(payments)
    .where(and(eq(payments.policyId, policyId), eq(payments.status, 'IN_PROCESS')));
  return Number(row?.n ?? 0);
}

/** The policy's invoices with something owed on them, oldest first (a payment settles these). */
export async function openInvoices(db: Db, policyId: string) {
  const owed = sql<number>`coalesce((
    select sum(e.amount) from ${ledgerEntries} e
    where e.invoice_id = ${invoices}.id and e.ledger_account = 'RECEIVABLE'
  ), 0)::bigint`;
  const rows = await db
    .select({ invoiceId: invoices.id, owed })
    .from(invoices)
    .where(eq(invoices.policyId, policyId))
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber));
  return rows.map((r) => ({ invoiceId: r.invoiceId, owed: Number(r.owed) }));
}

/** Payments in process whose settlement is due (the settlement job), oldest first. */
export async function paymentsToSettle(db: Db, now: Date, limit: number) {
  return db
    .select({ id: payments.id, policyId: payments.policyId })
    .from(payments)
    .where(and(eq(payments.status, 'IN_PROCESS'), lte(payments.settleAfter, now)))
    .orderBy(asc(payments.settleAfter))
    .limit(limit);
}

export async function findPlan(db: Db, policyId: string) {
  const [row] = await db
    .select()
    .from(installmentPlans)
    .where(eq(installmentPlans.policyId, policyId));
  return row ?? null;
}

export async function setPlanStatus(tx: Tx, id: string, status: 'ACTIVE' | 'DISAFFIRMED') {
  await tx.update(installmentPlans).set({ status }).where(eq(installmentPlans.id, id));
}

export async function insertPlan(tx: Tx, values: typeof installmentPlans.$inferInsert) {
  const [row] = await tx.insert(installmentPlans).values(values).returning();
  return row!;
}

export async function savedMethodsOf(db: Db, accountId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findSavedMethod(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, id)));
  return row ?? null;
}

/** Save a method (the same token twice: the first one stays). */
export async function insertSavedMethod(db: Db, values: typeof paymentMethods.$inferInsert) {
  const [row] = await db
    .insert(paymentMethods)
    .values(values)
    .onConflictDoNothing({ target: [paymentMethods.accountId, paymentMethods.token] })
    .returning();
  if (row) return row;
  const [saved] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.accountId, values.accountId), eq(paymentMethods.token, values.token)),
    );
  return saved!;
}

/** The plans a caller sees: by the binder invoice's agency or insured, or the plan's financer. */
function visiblePlans(scope: BillingScope): SQL | undefined {
  switch (scope.kind) {
    case 'ALL':
      return undefined;
    case 'AGENCY':
      return eq(invoices.agencyId, scope.agencyId);
    case 'ACCOUNT':
      return eq(invoices.accountId, scope.accountId);
    case 'FINANCER':
      return eq(installmentPlans.financerId, scope.financerId);
    case 'NONE':
      return sql`false`;
  }
}

/** A page of installment plans with their policy's names (from its binder's invoice). */
export async function searchPlans(
  db: Db,
  scope: BillingScope,
  query: { page: number; size: number; search?: string | undefined },
) {
  const term = query.search?.trim();
  const like = term ? `%${likeEscape(term)}%` : '';
  const where = and(
    visiblePlans(scope),
    term ? or(ilike(invoices.policyNumber, like), ilike(invoices.companyName, like)) : undefined,
  );
  const base = () =>
    db
      .select({
        plan: installmentPlans,
        policyNumber: invoices.policyNumber,
        companyName: invoices.companyName,
        agencyName: invoices.agencyName,
        product: invoices.product,
      })
      .from(installmentPlans)
      .innerJoin(
        invoices,
        and(eq(invoices.policyId, installmentPlans.policyId), eq(invoices.kind, 'NEW_BUSINESS')),
      );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(installmentPlans)
    .innerJoin(
      invoices,
      and(eq(invoices.policyId, installmentPlans.policyId), eq(invoices.kind, 'NEW_BUSINESS')),
    )
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(installmentPlans.createdAt), asc(installmentPlans.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return { rows, total: count?.n ?? 0 };
}

export type PaymentRemindersRow = typeof paymentReminders.$inferSelect;

export async function findReminders(db: Db, policyId: string) {
  const [row] = await db
    .select()
    .from(paymentReminders)
    .where(eq(paymentReminders.policyId, policyId));
  return row ?? null;
}

/** Turn the scheduled reminder on or off. */
export async function setRemindersEnabled(
  db: Db,
  policyId: string,
  enabled: boolean,
  by: string | null,
  now: Date,
) {
  await db
    .insert(paymentReminders)
    .values({ policyId, enabled, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentReminders.policyId,
      set: { enabled, updatedBy: by, updatedAt: now },
    });
}

/** Note a reminder sent. */
export async function reminderSent(db: Db, policyId: string, by: string | null, now: Date) {
  await db
    .insert(paymentReminders)
    .values({ policyId, lastSentAt: now, sentCount: 1, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentReminders.policyId,
      set: {
        lastSentAt: now,
        sentCount: sql`${paymentReminders.sentCount} + 1`,
        updatedBy: by,
        updatedAt: now,
      },
    });
}

/**
 * Policies the reminder job writes to: something owed on an invoice due by `dueBy`, reminders
 * not turned off, none sent since `quietSince`. Oldest due first.
 */
export async function policiesToRemind(
  db: Db,
  dueBy: string,
  quietSince: Date,
  limit: number,
  checkSince: Date = quietSince,
) {
  const owedOnInvoice = sql`(
    select coalesce(sum(e.amount), 0) from ${ledgerEntries} e
    where e.invoice_id = ${invoices}.id and e.ledger_account = 'RECEIVABLE'
  )`;
  const rows = await db
    .select({ policyId: invoices.policyId, due: sql<string>`min(${invoices.dueDate})` })
    .from(invoices)
    .leftJoin(paymentReminders, eq(paymentReminders.policyId, invoices.policyId))
    .where(
      and(
        lte(invoices.dueDate, dueBy),
        // the agency collects an agency-billed invoice (decision 058)
        eq(invoices.agencyBilled, false),
        sql`${owedOnInvoice} > 0`,
        sql`coalesce(${paymentReminders.enabled}, true)`,
        or(
          sql`${paymentReminders.lastSentAt} is null`,
          lte(paymentReminders.lastSentAt, quietSince),
        ),
        or(
          sql`${paymentReminders.checkMailedAt} is null`,
          lte(paymentReminders.checkMailedAt, checkSince),
        ),
      ),
    )
    .groupBy(invoices.policyId)
    .orderBy(sql`min(${invoices.dueDate})`)
    .limit(limit);
  return rows.map((r) => r.policyId);
}

export async function deleteSavedMethod(db: Db, accountId: string, id: string) {
  const rows = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, id)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}

export type PremiumFinancerRow = typeof premiumFinancers.$inferSelect;

/** The third-party premium financer recorded for a policy (decision 055), if any. */
export async function findFinancer(db: Db, policyId: string) {
  const [row] = await db
    .select()
    .from(premiumFinancers)
    .where(eq(premiumFinancers.policyId, policyId));
  return row ?? null;
}

export async function insertFinancer(tx: Tx, values: typeof premiumFinancers.$inferInsert) {
  const [row] = await tx.insert(premiumFinancers).values(values).returning();
  return row!;
}

export async function updateFinancer(
  tx: Tx,
  id: string,
  patch: Partial<typeof premiumFinancers.$inferInsert>,
) {
  const [row] = await tx
    .update(premiumFinancers)
    .set(patch)
    .where(eq(premiumFinancers.id, id))
    .returning();
  return row!;
}

/** Note (or with null clear) that the payer mailed a check. */
export async function setCheckMailed(
  db: Db,
  policyId: string,
  by: string | null,
  at: Date | null,
  now: Date,
) {
  await db
    .insert(paymentReminders)
    .values({
      policyId,
      checkMailedAt: at,
      checkMailedBy: at ? by : null,
      updatedBy: by,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: paymentReminders.policyId,
      set: { checkMailedAt: at, checkMailedBy: at ? by : null, updatedBy: by, updatedAt: now },
    });
}

/** The earliest due date of an invoice of the policy still owed on (null: nothing owed). */
export async function earliestOwedDue(db: Db, policyId: string): Promise<string | null> {
  const owed = sql`(
    select coalesce(sum(e.amount), 0) from ${ledgerEntries} e
    where e.invoice_id = ${invoices}.id and e.ledger_account = 'RECEIVABLE'
  )`;
  const [row] = await db
    .select({ due: sql<string | null>`min(${invoices.dueDate})` })
    .from(invoices)
    .where(and(eq(invoices.policyId, policyId), sql`${owed} > 0`));
  return row?.due ?? null;
}

/** The account's policies with money owed on their invoices, by policy id (the locking order). */
export async function owedPoliciesOfAccount(db: Db, accountId: string) {
  const rows = await db
    .select({
      policyId: ledgerEntries.policyId,
      owed: sql<number>`sum(${ledgerEntries.amount})::bigint`,
    })
    .from(ledgerEntries)
    .where(
      and(
        // through the account's invoices (indexed by account), then each policy's entries
        sql`${ledgerEntries.policyId} in (select i.policy_id from ${invoices} i where i.account_id = ${accountId})`,
        eq(ledgerEntries.ledgerAccount, 'RECEIVABLE'),
      ),
    )
    .groupBy(ledgerEntries.policyId)
    .having(sql`sum(${ledgerEntries.amount}) > 0`)
    .orderBy(ledgerEntries.policyId);
  return rows.map((r) => ({ policyId: r.policyId, owed: Number(r.owed) }));
}

/** The payments an account-wide payment made under `key` (one per policy). */
export async function paymentsOfAccountKey(db: Db, accountId: string, key: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, key)))
    .orderBy(asc(payments.policyId));
}
