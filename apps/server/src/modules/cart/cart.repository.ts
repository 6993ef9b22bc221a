import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { quoteCartItems } from '../../db/schema/index.ts';

/** The only file of the cart module that touches the ORM. */
type Db = Database | Tx;

export type CartItemRow = typeof quoteCartItems.$inferSelect;
export type CartItemInsert = typeof quoteCartItems.$inferInsert;

/** One cart: an account's items of one owning organisation (and of one product, if named). */
const inCart = (accountId: string, ownerId: string, product?: string) =>
  and(
    eq(quoteCartItems.accountId, accountId),
    eq(quoteCartItems.ownerOrganisationId, ownerId),
    product ? eq(quoteCartItems.product, product) : undefined,
  );

/**
 * Serialise the changes of one cart until the transaction ends (adds count then insert; a
 * submit deletes and creates): a transaction-scoped advisory lock on the cart's key, which
 * PostgreSQL and PGlite both have.
 */
export async function lockCart(tx: Tx, accountId: string, ownerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`quote_cart:${accountId}:${ownerId}`}))`,
  );
}

/** The cart's items, oldest first. */
export async function listItems(db: Db, accountId: string, ownerId: string, product?: string) {
  return db
    .select()
    .from(quoteCartItems)
    .where(inCart(accountId, ownerId, product))
    .orderBy(asc(quoteCartItems.createdAt), asc(quoteCartItems.id));
}

/** How many items the cart holds, across products. */
export async function countItems(db: Db, accountId: string, ownerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteCartItems)
    .where(inCart(accountId, ownerId));
  return row?.n ?? 0;
}

export async function insertItem(tx: Tx, values: CartItemInsert) {
  const [row] = await tx.insert(quoteCartItems).values(values).returning();
  return row!;
}

/** An item of an owner's carts, or null (also when it is in another organisation's cart). */
export async function findItem(db: Db, ownerId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(quoteCartItems)
    .where(and(eq(quoteCartItems.id, itemId), eq(quoteCartItems.ownerOrganisationId, ownerId)));
  return row ?? null;
}

/** Delete an owner's item; answers whether it was there. */
export async function deleteItem(tx: Tx, ownerId: string, itemId: string) {
  const rows = await tx
    .delete(quoteCartItems)
    .where(and(eq(quoteCartItems.id, itemId), eq(quoteCartItems.ownerOrganisationId, ownerId)))
    .returning({ id: quoteCartItems.id });
  return rows.length > 0;
}

/** Empty a cart (of one product, if named); answers the ids deleted. */
export async function deleteCartItems(
  tx: Tx,
  accountId: string,
  ownerId: string,
  product?: string,
) {
  const rows = await tx
    .delete(quoteCartItems)
    .where(inCart(accountId, ownerId, product))
    .returning({ id: quoteCartItems.id });
  return rows.map((r) => r.id);
}

/** Delete these items of the cart; answers the ids that were still there. */
export async function deleteItems(tx: Tx, accountId: string, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(quoteCartItems)
    .where(and(inCart(accountId, ownerId), inArray(quoteCartItems.id, ids)))
    .returning({ id: quoteCartItems.id });
  return rows.map((r) => r.id);
}
