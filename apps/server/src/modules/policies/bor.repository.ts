import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { brokerOfRecordRequests, policies } from '../../db/schema/index.ts';
import { userNameOf } from '../auth/index.ts';

type Db = Database | Tx;
export type BorRow = typeof brokerOfRecordRequests.$inferSelect;

/** A policy by its number, whoever's it is (a broker of record request names it). */
export async function lockPolicyByNumber(tx: Tx, policyNumber: string) {
  const [row] = await tx
    .select()
    .from(policies)
    .where(eq(policies.policyNumber, policyNumber))
    .for('update');
  return row ?? null;
}

export async function insertRequest(tx: Tx, values: typeof brokerOfRecordRequests.$inferInsert) {
  const [row] = await tx.insert(brokerOfRecordRequests).values(values).returning();
  return row!;
}

export async function pendingRequestOf(tx: Tx, policyId: string) {
  const [row] = await tx
    .select()
    .from(brokerOfRecordRequests)
    .where(
      and(
        eq(brokerOfRecordRequests.policyId, policyId),
        eq(brokerOfRecordRequests.status, 'REQUESTED'),
      ),
    );
  return row ?? null;
}

export async function lockRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(brokerOfRecordRequests)
    .where(eq(brokerOfRecordRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function updateRequest(
  tx: Tx,
  id: string,
  patch: Partial<typeof brokerOfRecordRequests.$inferInsert>,
) {
  await tx.update(brokerOfRecordRequests).set(patch).where(eq(brokerOfRecordRequests.id, id));
}

/**
 * Requests with their policy and people, newest first: all for provider staff (`agencyId`
 * null), else those the agency asked for or that concern a policy it held when asked.
 */
export async function listRequests(db: Db, agencyId: string | null, id?: string) {
  const mine: SQL | undefined = agencyId
    ? or(
        eq(brokerOfRecordRequests.toAgencyId, agencyId),
        eq(brokerOfRecordRequests.fromAgencyId, agencyId),
      )
    : undefined;
  return db
    .select({
      r: brokerOfRecordRequests,
      policyNumber: policies.policyNumber,
      product: policies.product,
      namedInsured: policies.namedInsured,
      accountId: policies.accountId,
      requestedBy: userNameOf(sql`${brokerOfRecordRequests}.requested_by`),
      decidedBy: userNameOf(sql`${brokerOfRecordRequests}.decided_by`),
    })
    .from(brokerOfRecordRequests)
    .innerJoin(policies, eq(policies.id, brokerOfRecordRequests.policyId))
    .where(and(mine, id ? eq(brokerOfRecordRequests.id, id) : undefined))
    .orderBy(desc(brokerOfRecordRequests.createdAt))
    .limit(200);
}
