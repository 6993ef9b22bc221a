import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

/**
 * The metadata of stored bytes (`stored_files`): name, type, size, digest and where the bytes are
 * in the file storage (`lib/storage.ts`). Avatars, agency logos, documents, forms, claim files and
 * bulk-upload reports all keep their files here, so this is the table's one writer; the modules
 * own the rows that point at a file.
 */
type Db = Database | Tx;

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type StoredFileInsert = typeof storedFiles.$inferInsert;

export async function insertStoredFile(db: Db, values: StoredFileInsert): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export const deleteStoredFile = (db: Db, id: string) =>
  db.delete(storedFiles).where(eq(storedFiles.id, id));

export async function deleteStoredFiles(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, ids));
}

/** Record the size and SHA-256 of a file's bytes (once they are known to be in storage). */
export const setFileDigest = (db: Db, id: string, byteSize: number, sha256: string) =>
  db.update(storedFiles).set({ byteSize, sha256 }).where(eq(storedFiles.id, id));

/** The organisation's files of one kind, newest first. */
export const listFilesOfKind = (db: Db, organisationId: string, kind: string) =>
  db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.organisationId, organisationId), eq(storedFiles.kind, kind)))
    .orderBy(desc(storedFiles.createdAt));
