import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OPEN_QUOTE_STATUSES } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';

/**
 * The quotes module's queries for a quote's life after creation: expiry, re-rating and
 * invalidation. Like quotes.repository.ts, these are the only ORM calls of their services.
 */
type Db = Database | Tx;

const open = and(isNull(quotes.deletedAt), inArray(quotes.status, [...OPEN_QUOTE_STATUSES]));

/** The account's open quotes still valid on `today`, locked for the change. */
export async function openQuotesOfAccount(tx: Tx, accountId: string, today: string) {
  return tx
    .select()
    .from(quotes)
    .where(and(open, eq(quotes.accountId, accountId), sql`${quotes.expiresOn} >= ${today}`))
    .orderBy(quotes.createdAt)
    .for('update');
}

/** Open quotes of an account without locking (the pre-check reads). */
export async function peekOpenQuotesOfAccount(db: Db, accountId: string, today: string) {
  return db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      product: quotes.product,
      status: quotes.status,
      agencyId: quotes.agencyId,
    })
    .from(quotes)
    .where(and(open, eq(quotes.accountId, accountId), sql`${quotes.expiresOn} >= ${today}`));
}

/**
 * Open quotes whose last bindable day has passed, at most `limit`, locked with SKIP LOCKED so two
 * runners never expire the same quote twice.
 */
export async function lockExpiredOpenQuotes(tx: Tx, today: string, limit: number) {
  return tx
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      status: quotes.status,
      expiresOn: quotes.expiresOn,
      accountId: quotes.accountId,
      agencyId: quotes.agencyId,
    })
    .from(quotes)
    .where(and(open, lt(quotes.expiresOn, today)))
    .orderBy(quotes.expiresOn, quotes.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setStatus(tx: Tx, ids: string[], status: string, at: Date) {
  if (ids.length === 0) return;
  await tx.update(quotes).set({ status, updatedAt: at }).where(inArray(quotes.id, ids));
}

export async function updateRating(tx: Tx, id: string, patch: Partial<typeof quotes.$inferInsert>) {
  await tx.update(quotes).set(patch).where(eq(quotes.id, id));
}
