import { DOCUMENT_MESSAGES, type DocumentUpdate, type DocumentView } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';
import { mayDelete, mayEdit, toDocumentView } from './document-view.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

async function visible(deps: Pick<DocumentsDeps, 'db'>, caller: Caller, id: string) {
  const row = await repo.findVisibleDocument(deps.db, scopeOf(caller), id);
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return row;
}

/** PUT /api/docs/v1/doc?docId=: rename and/or retype; audited with before and after. */
export async function updateDocument(
  deps: Pick<DocumentsDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  input: DocumentUpdate,
  ctx: RequestContext,
): Promise<DocumentView> {
  const row = await visible(deps, caller, id);
  if (!mayEdit(caller, row)) throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.updateNotAllowed);
  if (input.docType && !(await repo.findActiveDocumentType(deps.db, input.docType))) {
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.docTypeUnknown);
  }
  const now = deps.clock.now();
  const before = { docName: row.document.docName, docType: row.document.docType };
  const after = {
    docName: input.docName ?? before.docName,
    docType: input.docType ?? before.docType,
  };
  await deps.db.transaction(async (tx) => {
    await repo.updateDocument(tx, id, { ...after, updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      { action: 'document.update', entityType: 'document', entityId: id, before, after },
      now,
    );
  });
  return toDocumentView(caller, await visible(deps, caller, id));
}

/**
 * DELETE /api/docs/v1?docId=: the uploader's organisation or a provider admin. The row is
 * marked deleted at once (gone from every list and download); the purge job removes the bytes
 * after the retention period.
 */
export async function deleteDocument(
  deps: Pick<DocumentsDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  ctx: RequestContext,
): Promise<{ message: string }> {
  const row = await visible(deps, caller, id);
  if (!mayDelete(caller, row)) throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.deleteNotAllowed);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateDocument(tx, id, { deletedAt: now, updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'document.delete',
        entityType: 'document',
        entityId: id,
        before: {
          docName: row.document.docName,
          docType: row.document.docType,
          accountId: row.document.accountId,
          fileName: row.file.fileName,
        },
        after: { deletedAt: now.toISOString() },
      },
      now,
    );
  });
  return { message: DOCUMENT_MESSAGES.deleted };
}
