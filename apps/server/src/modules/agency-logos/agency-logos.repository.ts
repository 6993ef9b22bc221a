import { eq } from 'drizzle-orm';
import type { LogoSize } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';

/** The only file of the agency-logos module that touches the ORM. */
type Db = Database | Tx;

export {
  deleteStoredFile,
  findStoredFile,
  insertStoredFile,
  listFilesOfKind,
  type StoredFileRow,
} from '../../lib/stored-files.ts';
import { patchOrganisation } from '../organisations/index.ts';
export type OrganisationRow = typeof organisations.$inferSelect;

export const findOrganisation = async (db: Db, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];

/** Point the agency's small or medium logo at a stored file (or at nothing). */
export async function setLogoFile(
  db: Db,
  organisationId: string,
  size: LogoSize,
  fileId: string | null,
  at: Date,
) {
  await patchOrganisation(
    db,
    organisationId,
    size === 'small'
      ? { logoSmallFileId: fileId, updatedAt: at }
      : { logoMediumFileId: fileId, updatedAt: at },
  );
}
