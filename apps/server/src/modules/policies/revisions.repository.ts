import { MIDTERM_KINDS } from '@cyber/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { policies, policyRevisions } from '../../db/schema/index.ts';
import { likeEscape } from '../../lib/paging.ts';
import { userNameOf } from '../auth/index.ts';
import { visiblePolicies, type PolicyScope } from './policies.repository.ts';

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

/** One revision, locked (the filing of its document), or null. */
export async function lockRevision(tx: Tx, policyId: string, number: number) {
  const [row] = await tx
    .select()
    .from(policyRevisions)
    .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.number, number)))
    .for('update');
  return row ?? null;
}

export async function setRevisionDocument(
  tx: Tx,
  policyId: string,
  number: number,
  documentId: string,
) {
  await tx
    .update(policyRevisions)
    .set({ documentId })
    .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.number, number)));
}

/**
 * The midterm list (decision 050): endorsements and their reverts on the policies of `scope`,
 * newest first, each with its policy and author; `term` a policy number or named insured.
 */
export async function midtermPage(
  db: Db,
  scope: PolicyScope,
  query: {
    page: number;
    size: number;
    search?: string | undefined;
    endorsementType?: string | undefined;
  },
) {
  const term = query.search?.trim();
  const where = and(
    inArray(policyRevisions.kind, [...MIDTERM_KINDS]),
    visiblePolicies(scope),
    query.endorsementType ? eq(policyRevisions.endorsementType, query.endorsementType) : undefined,
    term
      ? or(
          ilike(policies.policyNumber, `%${likeEscape(term)}%`),
          ilike(policies.namedInsured, `%${likeEscape(term)}%`),
        )
      : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(policyRevisions)
    .innerJoin(policies, eq(policies.id, policyRevisions.policyId))
    .where(where);
  const rows = await db
    .select({
      r: policyRevisions,
      p: {
        id: policies.id,
        policyNumber: policies.policyNumber,
        namedInsured: policies.namedInsured,
        agencyName: policies.agencyName,
        product: policies.product,
        currency: policies.currency,
      },
      author: userNameOf(sql`${policyRevisions}.created_by`),
    })
    .from(policyRevisions)
    .innerJoin(policies, eq(policies.id, policyRevisions.policyId))
    .where(where)
    .orderBy(desc(policyRevisions.createdAt), desc(policyRevisions.number), asc(policies.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return { rows, total: count?.n ?? 0 };
}
