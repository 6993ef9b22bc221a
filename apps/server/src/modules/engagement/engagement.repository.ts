import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { feedback, organisations, securityContacts, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/paging.ts';
import { findVisibleAccount } from '../accounts/index.ts';

/** The only file of the engagement module that touches the ORM. */
type Db = Database | Tx;

export { findVisibleAccount };

// --- feedback ---------------------------------------------------------------------------------

export async function insertFeedback(tx: Tx, row: typeof feedback.$inferInsert) {
  const [saved] = await tx.insert(feedback).values(row).returning();
  return saved!;
}

export async function listFeedback(
  db: Db,
  query: { page: number; size: number; category?: string | undefined },
) {
  const where = query.category ? eq(feedback.category, query.category) : undefined;
  const rows = await db
    .select({
      feedback,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organisationName: organisations.name,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(organisations, eq(organisations.id, feedback.organisationId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findOrganisation(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, region: organisations.region })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}

// --- security contacts ------------------------------------------------------------------------

export type SecurityContactRow = typeof securityContacts.$inferSelect;

export async function listContacts(db: Db, accountId: string) {
  return db
    .select()
    .from(securityContacts)
    .where(eq(securityContacts.accountId, accountId))
    .orderBy(securityContacts.lastName, securityContacts.firstName, securityContacts.id);
}

export async function countContacts(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(securityContacts)
    .where(eq(securityContacts.accountId, accountId));
  return row?.n ?? 0;
}

export async function findContact(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(securityContacts)
    .where(and(eq(securityContacts.id, id), eq(securityContacts.accountId, accountId)));
  return row ?? null;
}

export async function findContactByEmail(db: Db, accountId: string, email: string) {
  const [row] = await db
    .select({ id: securityContacts.id })
    .from(securityContacts)
    .where(and(eq(securityContacts.accountId, accountId), eq(securityContacts.email, email)));
  return row ?? null;
}

export async function insertContact(tx: Tx, row: typeof securityContacts.$inferInsert) {
  const [saved] = await tx.insert(securityContacts).values(row).returning();
  return saved!;
}

export async function updateContact(
  tx: Tx,
  id: string,
  patch: Partial<typeof securityContacts.$inferInsert>,
) {
  const [saved] = await tx
    .update(securityContacts)
    .set(patch)
    .where(eq(securityContacts.id, id))
    .returning();
  return saved!;
}

export async function deleteContact(tx: Tx, id: string) {
  await tx.delete(securityContacts).where(eq(securityContacts.id, id));
}

/** Serialise writes to one account's contacts (the limit of ten holds under concurrency). */
export async function lockAccount(tx: Tx, accountId: string) {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, accountId))
    .for('update');
}
