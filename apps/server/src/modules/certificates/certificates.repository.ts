import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { policyAdditionalInsureds, policyCertificates } from '../../db/schema/index.ts';

/**
 * The only file that touches `policy_additional_insureds` and `policy_certificates` (the
 * certificates module owns both). Every query names its policy: the services have checked that
 * the caller may see it (the policies module's `requirePolicy`).
 */
type Db = Database | Tx;

export type AdditionalInsuredRow = typeof policyAdditionalInsureds.$inferSelect;
export type AdditionalInsuredInsert = typeof policyAdditionalInsureds.$inferInsert;
export type CertificateRow = typeof policyCertificates.$inferSelect;
export type CertificateInsert = typeof policyCertificates.$inferInsert;

/** A policy's additional insureds, in the order they were added. */
export const additionalInsuredsOf = (db: Db, policyId: string) =>
  db
    .select()
    .from(policyAdditionalInsureds)
    .where(eq(policyAdditionalInsureds.policyId, policyId))
    .orderBy(asc(policyAdditionalInsureds.createdAt), asc(policyAdditionalInsureds.id));

export async function countAdditionalInsureds(db: Db, policyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(policyAdditionalInsureds)
    .where(eq(policyAdditionalInsureds.policyId, policyId));
  return row?.n ?? 0;
}

/** One additional insured of the policy, or null (also when it is another policy's). */
export async function findAdditionalInsured(
  db: Db,
  policyId: string,
  id: string,
): Promise<AdditionalInsuredRow | null> {
  const [row] = await db
    .select()
    .from(policyAdditionalInsureds)
    .where(
      and(eq(policyAdditionalInsureds.policyId, policyId), eq(policyAdditionalInsureds.id, id)),
    );
  return row ?? null;
}

export async function insertAdditionalInsured(tx: Tx, values: AdditionalInsuredInsert) {
  const [row] = await tx.insert(policyAdditionalInsureds).values(values).returning();
  return row!;
}

export async function updateAdditionalInsured(
  tx: Tx,
  id: string,
  patch: Partial<Omit<AdditionalInsuredInsert, 'id' | 'policyId' | 'createdAt' | 'createdBy'>>,
) {
  const [row] = await tx
    .update(policyAdditionalInsureds)
    .set(patch)
    .where(eq(policyAdditionalInsureds.id, id))
    .returning();
  return row!;
}

export async function deleteAdditionalInsured(tx: Tx, id: string) {
  await tx.delete(policyAdditionalInsureds).where(eq(policyAdditionalInsureds.id, id));
}

export async function insertCertificate(tx: Tx, values: CertificateInsert) {
  const [row] = await tx.insert(policyCertificates).values(values).returning();
  return row!;
}

/** One certificate of the policy, or null (also when it is another policy's). */
export async function findCertificate(
  db: Db,
  policyId: string,
  id: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(policyCertificates)
    .where(and(eq(policyCertificates.policyId, policyId), eq(policyCertificates.id, id)));
  return row ?? null;
}
