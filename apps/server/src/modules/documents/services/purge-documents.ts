import { DELETED_RETENTION_MS, type DocumentsDeps, TEMP_TTL_MS } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';

const BATCH = 200;

/**
 * The recurring purge: temp documents (uploaded from a note) never attached within a day, and
 * deleted documents past their retention, lose their rows and their bytes. Idempotent: a
 * re-run finds nothing left to do.
 */
export async function purgeDocuments(deps: Pick<DocumentsDeps, 'db' | 'clock' | 'storage'>) {
  const now = deps.clock.now().getTime();
  let purged = 0;
  for (;;) {
    const rows = await repo.purgeableDocuments(
      deps.db,
      new Date(now - TEMP_TTL_MS),
      new Date(now - DELETED_RETENTION_MS),
      BATCH,
    );
    if (rows.length === 0) return purged;
    await deps.db.transaction((tx) =>
      repo.deleteDocumentsAndFiles(
        tx,
        rows.map((r) => r.id),
        rows.map((r) => r.fileId),
      ),
    );
    await Promise.all(rows.map((r) => deps.storage.remove(r.storageKey).catch(() => undefined)));
    purged += rows.length;
    if (rows.length < BATCH) return purged;
  }
}
