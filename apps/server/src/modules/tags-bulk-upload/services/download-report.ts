import { BULK_UPLOAD_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { findUploadFor } from './get-upload.ts';
import type { Caller } from '../../../context/index.ts';

/** The CSV of an upload's rejected rows, for the uploading organisation (and provider staff). */
export async function downloadReport(
  deps: Pick<TagsDeps, 'db' | 'storage'>,
  caller: Caller,
  id: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const upload = await findUploadFor(deps, caller, id);
  if (!upload.reportFileId) throw new AppError('NOT_FOUND', BULK_UPLOAD_MESSAGES.noReport);
  const file = await repo.findStoredFile(deps.db, upload.reportFileId);
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw new AppError('NOT_FOUND', BULK_UPLOAD_MESSAGES.noReport);
  return { fileName: file.fileName, bytes };
}
