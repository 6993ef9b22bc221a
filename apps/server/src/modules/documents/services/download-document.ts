import { DOCUMENT_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

export type FileDownload = { bytes: Buffer; contentType: string; fileName: string };

/** GET /api/docs/v1/download?docId=: the file, named after the document with its extension. */
export async function downloadDocument(
  deps: Pick<DocumentsDeps, 'db' | 'storage'>,
  caller: Caller,
  id: string,
): Promise<FileDownload> {
  const row = await repo.findVisibleDocument(deps.db, scopeOf(caller), id);
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  const bytes = await deps.storage.get(row.file.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  const dot = row.file.fileName.lastIndexOf('.');
  const extension = dot > 0 ? row.file.fileName.slice(dot) : '';
  const fileName = row.document.docName.endsWith(extension)
    ? row.document.docName
    : `${row.document.docName}${extension}`;
  return { bytes, contentType: row.file.contentType, fileName };
}

/** Content-Disposition for a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
