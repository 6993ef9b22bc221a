import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  connectorAgreements,
  connectorConnections,
  connectorScores,
  organisations,
} from '../../db/schema/index.ts';
import { visibleAccounts, type AccountRow, type AccountScope } from '../accounts/index.ts';

/**
 * The ORM side of connectors. Account visibility is decided here with the accounts module's one
 * rule (`visibleAccounts`); every connection query is bound to an account id that passed it.
 */
type Db = Database | Tx;

export type ConnectionRow = typeof connectorConnections.$inferSelect;
export type ScoreRow = typeof connectorScores.$inferSelect;

/** An account the caller may see, found by its cbid (the connector payload names it so). */
export async function findVisibleAccountByCbid(
  db: Db,
  scope: AccountScope,
  cbid: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select({ org: organisations, profile: accountProfiles })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(and(eq(accountProfiles.cbid, cbid), visibleAccounts(scope)));
  return row ?? null;
}

const live = (accountId: string) =>
  and(eq(connectorConnections.accountId, accountId), isNull(connectorConnections.deletedAt));

// Qualified by hand: a single-table select renders its columns unqualified.
const latestScoreOf = sql<number | null>`(select cs.score from ${connectorScores} cs
  where cs.connection_id = "connector_connections"."id"
  order by cs.scored_at desc, cs.id desc limit 1)`;

export async function listConnections(db: Db, accountId: string, connectorType?: string) {
  return db
    .select({ connection: connectorConnections, latestScore: latestScoreOf })
    .from(connectorConnections)
    .where(
      and(
        live(accountId),
        connectorType ? eq(connectorConnections.connectorType, connectorType) : undefined,
      ),
    )
    .orderBy(connectorConnections.createdAt, connectorConnections.id);
}
export type ConnectionWithScore = Awaited<ReturnType<typeof listConnections>>[number];

export async function findConnection(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ connection: connectorConnections, latestScore: latestScoreOf })
    .from(connectorConnections)
    .where(and(live(accountId), eq(connectorConnections.id, id)));
  return row ?? null;
}

/** A live connection by id whatever its account (the caller checks the account's visibility). */
export async function findLiveConnectionById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(connectorConnections)
    .where(and(eq(connectorConnections.id, id), isNull(connectorConnections.deletedAt)));
  return row ?? null;
}

export async function findLiveOfType(db: Db, accountId: string, connectorType: string) {
  const [row] = await db
    .select()
    .from(connectorConnections)
    .where(and(live(accountId), eq(connectorConnections.connectorType, connectorType)))
    .for('update');
  return row ?? null;
}

export async function insertConnection(tx: Tx, row: typeof connectorConnections.$inferInsert) {
  const [created] = await tx.insert(connectorConnections).values(row).returning();
  return created!;
}

export async function updateConnection(
  tx: Tx,
  id: string,
  patch: Partial<typeof connectorConnections.$inferInsert>,
) {
  const [row] = await tx
    .update(connectorConnections)
    .set(patch)
    .where(eq(connectorConnections.id, id))
    .returning();
  return row!;
}

/** Remove a connection: credentials and scores go at once; the row stays as a tombstone. */
export async function removeConnection(tx: Tx, id: string, at: Date) {
  await tx.delete(connectorScores).where(eq(connectorScores.connectionId, id));
  await tx
    .update(connectorConnections)
    .set({
      deletedAt: at,
      updatedAt: at,
      connectorStatus: 'DISCONNECTED',
      credentialsSealed: null,
      metadata: {},
    })
    .where(eq(connectorConnections.id, id));
}

export async function insertScore(tx: Tx, row: typeof connectorScores.$inferInsert) {
  const [created] = await tx.insert(connectorScores).values(row).returning();
  return created!;
}

/** The newest score of each live connection of an account. */
export async function latestScores(db: Db, accountId: string) {
  const rows = await db
    .select({ score: connectorScores, connectorType: connectorConnections.connectorType })
    .from(connectorScores)
    .innerJoin(connectorConnections, eq(connectorConnections.id, connectorScores.connectionId))
    .where(live(accountId))
    .orderBy(desc(connectorScores.scoredAt), desc(connectorScores.id));
  const seen = new Set<string>();
  return rows.filter(({ score }) => {
    if (seen.has(score.connectionId)) return false;
    seen.add(score.connectionId);
    return true;
  });
}

export async function latestScoreOfConnection(db: Db, connectionId: string) {
  const [row] = await db
    .select()
    .from(connectorScores)
    .where(eq(connectorScores.connectionId, connectionId))
    .orderBy(desc(connectorScores.scoredAt), desc(connectorScores.id))
    .limit(1);
  return row ?? null;
}

export async function scoresSince(db: Db, accountId: string, since: Date) {
  return db
    .select({ score: connectorScores, connectorType: connectorConnections.connectorType })
    .from(connectorScores)
    .innerJoin(connectorConnections, eq(connectorConnections.id, connectorScores.connectionId))
    .where(and(live(accountId), gte(connectorScores.scoredAt, since)))
    .orderBy(connectorScores.scoredAt, connectorScores.id);
}

export async function listAgreements(db: Db, accountId: string) {
  return db
    .select()
    .from(connectorAgreements)
    .where(and(eq(connectorAgreements.accountId, accountId), eq(connectorAgreements.agreed, true)))
    .orderBy(connectorAgreements.connectorType);
}

export async function hasAgreement(db: Db, accountId: string, connectorType: string) {
  const [row] = await db
    .select({ id: connectorAgreements.id })
    .from(connectorAgreements)
    .where(
      and(
        eq(connectorAgreements.accountId, accountId),
        eq(connectorAgreements.connectorType, connectorType),
        eq(connectorAgreements.agreed, true),
      ),
    );
  return !!row;
}

export async function upsertAgreement(
  tx: Tx,
  row: { accountId: string; connectorType: string; agreedBy: string | null; agreedAt: Date },
) {
  await tx
    .insert(connectorAgreements)
    .values({ ...row, agreed: true })
    .onConflictDoUpdate({
      target: [connectorAgreements.accountId, connectorAgreements.connectorType],
      set: { agreed: true, agreedBy: row.agreedBy, agreedAt: row.agreedAt },
    });
}

/** Connected connections not synced since `before` (the daily refresh), oldest first. */
export async function staleConnections(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(connectorConnections)
    .where(
      and(
        isNull(connectorConnections.deletedAt),
        inArray(connectorConnections.connectorStatus, ['SUCCESS']),
        sql`coalesce(${connectorConnections.lastSyncedAt}, ${connectorConnections.createdAt}) < ${before}`,
      ),
    )
    .orderBy(connectorConnections.lastSyncedAt)
    .limit(limit);
}

/** An account by id, whoever asks (background refresh only). */
export async function findAccountRow(db: Db, accountId: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({ org: organisations, profile: accountProfiles })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(eq(organisations.id, accountId));
  return row ?? null;
}
