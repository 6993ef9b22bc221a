import {
  FILED_DOCUMENT_MESSAGES,
  FILED_DOCUMENT_TYPES,
  REVISION_DOCUMENTS,
  SERVICING_MESSAGES,
  type Policy,
  type RegeneratedDocument,
} from '@cyber/domain';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { PdfFile } from '../../../lib/pdf.ts';
import { newStorageKey, sha256Of } from '../../../lib/storage.ts';
import { insertStoredFile } from '../../../lib/stored-files.ts';
import { insertDocument, updateDocument } from '../../documents/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { requirePolicy } from './policy-view.ts';
import { revisionDocument, viewsOf } from './revisions.ts';

/**
 * Transaction documents filed in the account's documents (decision 050): each endorsement,
 * cancellation, void, rescission, reinstatement and ERP document — and the renewal offer — is
 * stored once it is made and listed with the account's documents (the producing agency sees
 * it, as it sees the account's other documents). `regenerate` files a fresh copy and deletes
 * the one it replaces, under a lock so two at once leave one.
 */

type Filing = { documentId: string; docName: string };

/**
 * Store `pdf` and record it as a document of the policy's account; `link` runs in the same
 * transaction with the new document's id and answers the document it replaces (deleted then).
 */
export async function fileOnAccount(
  deps: Pick<PoliciesDeps, 'db' | 'clock' | 'storage'>,
  caller: Caller,
  policy: Pick<Policy, 'id' | 'accountId' | 'agencyId' | 'quoteId' | 'product'>,
  pdf: PdfFile,
  docType: string,
  link: (tx: Tx, documentId: string) => Promise<string | null>,
): Promise<Filing> {
  const now = deps.clock.now();
  const bytes = Buffer.from(pdf.bytes);
  const storageKey = newStorageKey('policy-documents', 'pdf', now);
  const docName = pdf.fileName.replace(/\.pdf$/i, '');
  await deps.storage.put(storageKey, bytes);
  try {
    const documentId = await deps.db.transaction(async (tx) => {
      const file = await insertStoredFile(tx, {
        organisationId: policy.accountId,
        kind: 'policy-document',
        storageKey,
        fileName: pdf.fileName,
        contentType: 'application/pdf',
        byteSize: bytes.length,
        sha256: sha256Of(bytes),
        uploadedBy: caller.actor.userId,
        createdAt: now,
      });
      const doc = await insertDocument(tx, {
        accountId: policy.accountId,
        agencyId: policy.agencyId,
        ownerOrganisationId: caller.actor.accountId,
        quoteId: policy.quoteId,
        productType: policy.product,
        docType,
        docName,
        fileId: file.id,
        uploadedBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      const replaced = await link(tx, doc.id);
      if (replaced) await updateDocument(tx, replaced, { deletedAt: now, updatedAt: now });
      return doc.id;
    });
    return { documentId, docName };
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** File the document of revision `number` (a fresh copy replaces a filed one). */
async function fileRevision(
  deps: Pick<PoliciesDeps, 'db' | 'clock' | 'storage'>,
  caller: Caller,
  policy: Policy,
  number: number,
): Promise<Filing> {
  const view = (await viewsOf(deps, caller, policy.id)).find((r) => r.number === number);
  const document = view ? REVISION_DOCUMENTS[view.kind] : null;
  if (!view || !document) throw new AppError('NOT_FOUND', SERVICING_MESSAGES.noDocument);
  const pdf = await revisionDocument(deps, caller, policy.id, number);
  return fileOnAccount(
    deps,
    caller,
    policy,
    pdf,
    FILED_DOCUMENT_TYPES[document] ?? 'POLICY_NOTICE',
    async (tx, documentId) => {
      const row = await revisionsRepo.lockRevision(tx, policy.id, number);
      if (!row) throw new AppError('NOT_FOUND', SERVICING_MESSAGES.revisionNotFound);
      await revisionsRepo.setRevisionDocument(tx, policy.id, number, documentId);
      return row.documentId;
    },
  );
}

/**
 * After a transaction has committed: file its document, when its kind has one. The transaction
 * stands if the filing fails (the bytes could not be stored…): its document is still served by
 * GET …/revisions/{n}/document, and `regenerate` files it later.
 */
export async function fileLatestRevision(
  deps: Pick<PoliciesDeps, 'db' | 'clock' | 'storage'>,
  caller: Caller,
  policy: Policy,
): Promise<void> {
  const latest = (await viewsOf(deps, caller, policy.id)).at(-1);
  if (!latest || !latest.hasDocument || latest.documentId) return;
  await fileRevision(deps, caller, policy, latest.number).catch(() => undefined);
}

/** POST …/revisions/{number}/regenerate: a fresh copy of the transaction's document, filed. */
export async function regenerateRevisionDocument(
  deps: Pick<PoliciesDeps, 'db' | 'clock' | 'storage'>,
  caller: Caller,
  id: string,
  number: number,
  ctx: RequestContext,
): Promise<RegeneratedDocument> {
  const policy = await requirePolicy(deps.db, caller, id);
  const filed = await fileRevision(deps, caller, policy, number);
  await audited(deps, caller, ctx, policy.id, { revision: number, ...filed });
  return { message: FILED_DOCUMENT_MESSAGES.regenerated(filed.docName), ...filed };
}

/** Audit a regenerated document. */
export async function audited(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  policyId: string,
  after: Record<string, unknown>,
) {
  await deps.db.transaction((tx) =>
    recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      { action: 'policy.document_regenerated', entityType: 'policy', entityId: policyId, after },
      deps.clock.now(),
    ),
  );
}
