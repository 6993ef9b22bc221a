import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { policyRevisions } from '../../db/schema/index.ts';
import { userNameOf } from '../auth/index.ts';

type Db = Database | Tx;
export type RevisionRow = typeof policyRevisions.$inferSelect;

/** A policy's revisions in order, each with its author's name (null: the system or a removed user). */
export async function revisionsOf(db: Db, policyId: string) {
  return db
    .select({
      r: policyRevisions,
      // qualified: inside the subquery an unqualified column would be the users table's
      author: userNameOf(sql`${policyRevisions}.created_by`),
    })
    .from(policyRevisions)
    .where(eq(policyRevisions.policyId, policyId))
    .orderBy(asc(policyRevisions.number));
}

export async function insertRevision(tx: Tx, values: typeof policyRevisions.$inferInsert) {
  await tx.insert(policyRevisions).values(values);
}

export async function markReverted(tx: Tx, policyId: string, number: number, by: number) {
  await tx
    .update(policyRevisions)
    .set({ revertedBy: by })
    .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.number, number)));
}

/** Remove a revision (a scheduled endorsement deleted before it takes effect). */
export async function deleteRevision(tx: Tx, policyId: string, number: number) {
  await tx
    .delete(policyRevisions)
    .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.number, number)));
}
