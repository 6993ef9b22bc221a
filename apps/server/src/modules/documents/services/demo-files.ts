import { demoPdfBytes } from '../../../db/seed/demo-documents.ts';
import { sha256Of } from '../../../lib/storage.ts';
import type { DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';

/**
 * The demo seed runs inside a database transaction and cannot write file bytes, so the demo
 * documents and forms (storage keys under demo/) are written here, at start-up, when the
 * store does not have them yet. Real uploads never use the demo/ prefix.
 */
export async function materialiseDemoFiles(deps: Pick<DocumentsDeps, 'db' | 'storage'>) {
  let written = 0;
  for (const file of await repo.demoFiles(deps.db)) {
    if (await deps.storage.get(file.storageKey)) continue;
    const bytes = await demoPdfBytes(file.fileName);
    await deps.storage.put(file.storageKey, bytes);
    const digest = sha256Of(bytes);
    if (digest !== file.sha256) await repo.setFileDigest(deps.db, file.id, bytes.length, digest);
    written += 1;
  }
  return written;
}
