import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { billingContacts } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type BillingContactRow = typeof billingContacts.$inferSelect;

/** A policy's billing contacts, oldest first. */
export const contactsOf = (db: Db, policyId: string) =>
  db
    .select()
    .from(billingContacts)
    .where(eq(billingContacts.policyId, policyId))
    .orderBy(asc(billingContacts.createdAt), asc(billingContacts.id));

export async function findContact(db: Db, id: string) {
  const [row] = await db.select().from(billingContacts).where(eq(billingContacts.id, id));
  return row ?? null;
}

/** Whether the policy has a contact with this e-mail (any case), other than `exceptId`. */
export async function emailTaken(db: Db, policyId: string, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: billingContacts.id })
    .from(billingContacts)
    .where(
      and(
        eq(billingContacts.policyId, policyId),
        sql`lower(${billingContacts.email}) = ${email.toLowerCase()}`,
        ...(exceptId ? [ne(billingContacts.id, exceptId)] : []),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertContact(tx: Tx, values: typeof billingContacts.$inferInsert) {
  const [row] = await tx.insert(billingContacts).values(values).returning();
  return row!;
}

export async function updateContact(
  tx: Tx,
  id: string,
  patch: Partial<typeof billingContacts.$inferInsert>,
) {
  const [row] = await tx
    .update(billingContacts)
    .set(patch)
    .where(eq(billingContacts.id, id))
    .returning();
  return row!;
}

export async function deleteContact(tx: Tx, id: string) {
  await tx.delete(billingContacts).where(eq(billingContacts.id, id));
}
