import { and, desc, eq } from 'drizzle-orm';
import type { LogoSize } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { organisations, storedFiles } from '../../db/schema/index.ts';

/** The only file of the agency-logos module that touches the ORM. */
type Db = Database | Tx;

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;

export const findOrganisation = async (db: Db, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

export const findStoredFile = async (db: Db, id: string) =>
  (await db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

/** The organisation's files of one kind, newest first. */
export const listFilesOfKind = (db: Db, organisationId: string, kind: string) =>
  db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.organisationId, organisationId), eq(storedFiles.kind, kind)))
    .orderBy(desc(storedFiles.createdAt));

export const deleteStoredFile = (db: Db, id: string) =>
  db.delete(storedFiles).where(eq(storedFiles.id, id));

/** Point the agency's small or medium logo at a stored file (or at nothing). */
export async function setLogoFile(
  db: Db,
  organisationId: string,
  size: LogoSize,
  fileId: string | null,
  at: Date,
) {
  await db
    .update(organisations)
    .set(
      size === 'small'
        ? { logoSmallFileId: fileId, updatedAt: at }
        : { logoMediumFileId: fileId, updatedAt: at },
    )
    .where(eq(organisations.id, organisationId));
}
