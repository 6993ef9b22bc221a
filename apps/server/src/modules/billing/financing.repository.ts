import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { financeAgreements, invoices } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type FinanceAgreementRow = typeof financeAgreements.$inferSelect;

/** The policy's latest agreement that was not superseded (QUOTED, SIGNED, ACTIVE, DISAFFIRMED). */
export async function latestAgreement(db: Db, policyId: string) {
  const [row] = await db
    .select()
    .from(financeAgreements)
    .where(
      and(eq(financeAgreements.policyId, policyId), ne(financeAgreements.status, 'SUPERSEDED')),
    )
    .orderBy(desc(financeAgreements.createdAt))
    .limit(1);
  return row ?? null;
}

/** The policy's live agreement: QUOTED, SIGNED or ACTIVE (at most one, by a unique index). */
export async function liveAgreement(db: Db, policyId: string) {
  const [row] = await db
    .select()
    .from(financeAgreements)
    .where(
      and(
        eq(financeAgreements.policyId, policyId),
        inArray(financeAgreements.status, ['QUOTED', 'SIGNED', 'ACTIVE']),
      ),
    );
  return row ?? null;
}

export async function findAgreement(db: Db, id: string) {
  const [row] = await db.select().from(financeAgreements).where(eq(financeAgreements.id, id));
  return row ?? null;
}

/** How many financing quotes the policy has had (numbers them). */
export async function agreementCount(db: Db, policyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(financeAgreements)
    .where(eq(financeAgreements.policyId, policyId));
  return Number(row?.n ?? 0);
}

export async function insertAgreement(tx: Tx, values: typeof financeAgreements.$inferInsert) {
  const [row] = await tx.insert(financeAgreements).values(values).returning();
  return row!;
}

export async function updateAgreement(
  tx: Tx,
  id: string,
  patch: Partial<typeof financeAgreements.$inferInsert>,
) {
  const [row] = await tx
    .update(financeAgreements)
    .set(patch)
    .where(eq(financeAgreements.id, id))
    .returning();
  return row!;
}

/** Move the due date of the given invoices (the annual payment after a disaffirm). */
export async function setInvoicesDue(tx: Tx, invoiceIds: string[], dueDate: string) {
  if (invoiceIds.length === 0) return;
  await tx.update(invoices).set({ dueDate }).where(inArray(invoices.id, invoiceIds));
}
