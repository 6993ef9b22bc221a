import {
  DOCUMENT_MESSAGES,
  type DocumentUploadQuery,
  type DocumentView,
  isActingAsProvider,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { newStorageKey, sha256Of } from '../../../lib/storage.ts';
import { DOCUMENT_FILE_KIND, type DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';
import { toDocumentView } from './document-view.ts';
import { checkDocumentFile } from './file-check.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

export type Upload = { bytes: Buffer; fileName: string };

const bad = (message: string) => new AppError('BAD_REQUEST', message);
const notFound = (message: string) => new AppError('NOT_FOUND', message);

/**
 * Where an upload belongs and who may see it. The account (or the claim's account) must be
 * one the caller sees. An agency's upload is its own (agency_id = the agency, spec 2 §6);
 * provider staff may share with an agency, and without one the document is internal-only
 * unless it belongs to a claim (then the claim's vendor and the insured see it too).
 */
async function placementOf(
  deps: Pick<DocumentsDeps, 'db'>,
  caller: Caller,
  q: DocumentUploadQuery,
) {
  const scope = scopeOf(caller);
  const staff = isActingAsProvider(caller.claims);
  let accountId = q.accountId;
  if (q.claimId) {
    const claim = await repo.findClaim(deps.db, q.claimId);
    if (!claim || (accountId && claim.accountId !== accountId)) {
      throw notFound(DOCUMENT_MESSAGES.claimNotFound);
    }
    accountId = claim.accountId;
  }
  if (!accountId) throw bad(DOCUMENT_MESSAGES.accountRequired);
  const account = await repo.findVisibleAccount(deps.db, scope, accountId);
  if (!account) throw notFound(DOCUMENT_MESSAGES.accountNotFound);
  if (q.quoteId) {
    const quote = await repo.findQuote(deps.db, q.quoteId);
    const ours = staff || quote?.agencyId === scope.organisationId;
    if (!quote || quote.accountId !== accountId || !ours) {
      throw notFound(DOCUMENT_MESSAGES.quoteNotFound);
    }
  }
  let agencyId: string | null = null;
  if (staff) {
    if (q.agencyId) {
      const agency = await repo.findAgency(deps.db, q.agencyId);
      if (!agency) throw notFound(DOCUMENT_MESSAGES.agencyNotFound);
      agencyId = agency.id;
    }
  } else if (scope.accountType === 'AGENCY') {
    if (q.agencyId && q.agencyId !== scope.organisationId) {
      throw bad(DOCUMENT_MESSAGES.agencyNotAllowed);
    }
    agencyId = scope.organisationId;
  } else if (q.agencyId) {
    throw bad(DOCUMENT_MESSAGES.agencyNotAllowed);
  }
  const internalOnly = staff && !agencyId && !q.claimId;
  return { accountId, agencyId, internalOnly };
}

/** POST /api/docs/v1/upload/doc: check the file, store its bytes, record it; audited. */
export async function uploadDocument(
  deps: DocumentsDeps,
  caller: Caller,
  query: DocumentUploadQuery,
  upload: Upload,
  ctx: RequestContext,
): Promise<DocumentView> {
  const type = checkDocumentFile(upload.fileName, upload.bytes);
  const docType = await repo.findActiveDocumentType(deps.db, query.docType);
  if (!docType) throw bad(DOCUMENT_MESSAGES.docTypeUnknown);
  const place = await placementOf(deps, caller, query);

  const now = deps.clock.now();
  const storageKey = newStorageKey('documents', type.extension, now);
  await deps.storage.put(storageKey, upload.bytes);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const file = await repo.insertStoredFile(tx, {
        organisationId: place.accountId,
        kind: DOCUMENT_FILE_KIND,
        storageKey,
        fileName: upload.fileName.slice(-255),
        contentType: type.contentType,
        byteSize: upload.bytes.length,
        sha256: sha256Of(upload.bytes),
        uploadedBy: caller.actor.userId,
        createdAt: now,
      });
      const doc = await repo.insertDocument(tx, {
        accountId: place.accountId,
        agencyId: place.agencyId,
        ownerOrganisationId: caller.actor.accountId,
        internalOnly: place.internalOnly,
        quoteId: query.quoteId ?? null,
        claimId: query.claimId ?? null,
        treatyId: query.treatyId ?? null,
        productType: query.productType ?? null,
        docType: docType.value,
        docName: query.docName,
        temp: query.temp ?? false,
        fileId: file.id,
        uploadedBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'document.upload',
          entityType: 'document',
          entityId: doc.id,
          after: {
            docName: doc.docName,
            docType: doc.docType,
            accountId: doc.accountId,
            agencyId: doc.agencyId,
            internalOnly: doc.internalOnly,
            temp: doc.temp,
            fileName: file.fileName,
            byteSize: file.byteSize,
            sha256: file.sha256,
          },
        },
        now,
      );
      return doc.id;
    });
    const row = await repo.findVisibleDocument(deps.db, scopeOf(caller), id);
    return toDocumentView(caller, row!);
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
