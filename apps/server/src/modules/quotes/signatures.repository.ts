import { and, asc, eq } from 'drizzle-orm';
import type { Signature, SignatureKind } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { quoteSignatures, users } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type SignatureRow = typeof quoteSignatures.$inferSelect;

export const signaturesOf = (db: Db, quoteId: string) =>
  db
    .select()
    .from(quoteSignatures)
    .where(eq(quoteSignatures.quoteId, quoteId))
    .orderBy(asc(quoteSignatures.signedAt));

export async function signatureOf(db: Db, quoteId: string, kind: SignatureKind) {
  const [row] = await db
    .select()
    .from(quoteSignatures)
    .where(and(eq(quoteSignatures.quoteId, quoteId), eq(quoteSignatures.kind, kind)));
  return row ?? null;
}

/** Insert a signature; null when the quote already has one of this kind (a concurrent signer). */
export async function insertSignature(tx: Tx, values: typeof quoteSignatures.$inferInsert) {
  const [row] = await tx
    .insert(quoteSignatures)
    .values(values)
    .onConflictDoNothing({ target: [quoteSignatures.quoteId, quoteSignatures.kind] })
    .returning();
  return row ?? null;
}

export const toSignature = (s: SignatureRow): Signature => ({
  id: s.id,
  kind: s.kind as SignatureKind,
  signerName: s.signerName,
  signerEmail: s.signerEmail,
  signedAt: s.signedAt.toISOString(),
  ipAddress: s.ipAddress,
  userAgent: s.userAgent,
  documentSha256: s.documentSha256,
  state: s.state,
});

/** The signer's name and e-mail. */
export async function signerOf(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { name: name || row.email, email: row.email };
}
