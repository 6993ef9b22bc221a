import {
  CLAIM_DEFAULT_DOC_TYPE,
  CLAIM_FILE_TYPES,
  CLAIM_MESSAGES,
  type ClaimFile,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { detectFileType, newStorageKey, sha256Of } from '../../../lib/storage.ts';
import { insertDocument } from '../../documents/index.ts';
import type { ClaimsDeps } from '../claims.context.ts';
import * as repo from '../claims.repository.ts';
import { audit, diaryBy, permissionsOf, requireClaim } from './claim-view.ts';
import type { Caller } from '../../../context/index.ts';

export type UploadedClaimFile = { fileName: string; bytes: Buffer };

const toClaimFile = (claimNumber: string, r: repo.ClaimFileRow): ClaimFile => ({
  id: r.id,
  claimId: r.claimId ?? '',
  claimNumber,
  docName: r.docName,
  docType: r.docType,
  fileName: r.fileName,
  contentType: r.contentType,
  byteSize: r.byteSize,
  uploadedByName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/claims/v1/{id}/files. */
export async function listClaimFiles(deps: ClaimsDeps, caller: Caller, id: string) {
  const { claim } = await requireClaim(deps.db, caller, id);
  const rows = await repo.listFiles(deps.db, id);
  return { content: rows.map((r) => toClaimFile(claim.claimNumber, r)) };
}

/** The file name without its extension (the document's name when none is given). */
const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, '').trim() || fileName;

/**
 * POST /api/claims/v1/{id}/files: attach a PDF or image. The real type comes from the first
 * bytes (magic numbers), whatever the name says; the bytes go to storage, the metadata to
 * stored_files and documents (claim_id), with a diary entry, in one audited transaction.
 */
export async function uploadClaimFile(
  deps: ClaimsDeps,
  caller: Caller,
  id: string,
  file: UploadedClaimFile | null,
  fields: { docName: string | null; docType: string | null },
): Promise<ClaimFile> {
  const { claim } = await requireClaim(deps.db, caller, id);
  if (!permissionsOf(caller, claim).canContribute) {
    throw new AppError('FORBIDDEN', CLAIM_MESSAGES.notAllowed);
  }
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.noFile);
  const detected = detectFileType(file.bytes);
  if (!detected || !(CLAIM_FILE_TYPES as readonly string[]).includes(detected.type)) {
    throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.fileType);
  }
  const now = deps.clock.now();
  const storageKey = newStorageKey('claims', detected.extension, now);
  await deps.storage.put(storageKey, file.bytes);
  try {
    const documentId = await deps.db.transaction(async (tx) => {
      const stored = await repo.insertStoredFile(tx, {
        organisationId: claim.accountId,
        kind: 'claim-file',
        storageKey,
        fileName: file.fileName.slice(0, 255) || `claim-file.${detected.extension}`,
        contentType: detected.type,
        byteSize: file.bytes.length,
        sha256: sha256Of(file.bytes),
        uploadedBy: caller.actor.userId,
        createdAt: now,
      });
      const docName = fields.docName ?? baseName(stored.fileName);
      const doc = await insertDocument(tx, {
        accountId: claim.accountId,
        ownerOrganisationId: caller.actor.accountId,
        claimId: claim.id,
        docType: fields.docType ?? CLAIM_DEFAULT_DOC_TYPE,
        docName,
        fileId: stored.id,
        uploadedBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertDiary(tx, {
        claimId: claim.id,
        entryType: 'FILE_ADDED',
        body: `File added: ${docName}.`,
        ...diaryBy(caller),
        createdAt: now,
      });
      await repo.updateClaim(tx, claim.id, { updatedAt: now });
      await audit(
        tx,
        caller,
        {
          action: 'claim.file-upload',
          entityType: 'claim',
          entityId: claim.id,
          after: {
            documentId: doc.id,
            docName,
            contentType: detected.type,
            size: file.bytes.length,
          },
        },
        now,
      );
      return doc.id;
    });
    const row = await repo.findFile(deps.db, documentId);
    return toClaimFile(claim.claimNumber, row!);
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** GET /api/claims/v1/files/{claimsFileId}: the bytes of a file of a claim the caller may see. */
export async function downloadClaimFile(deps: ClaimsDeps, caller: Caller, documentId: string) {
  const row = await repo.findFile(deps.db, documentId);
  if (!row?.claimId) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.fileNotFound);
  // The claim's visibility decides; a file of a claim that is not the caller's is a 404 too.
  const visible = await repo.findVisibleClaim(
    deps.db,
    { organisationId: caller.actor.accountId, accountType: caller.claims.accountType },
    row.claimId,
  );
  if (!visible) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.fileNotFound);
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.fileNotFound);
  return { bytes, fileName: row.fileName, contentType: row.contentType };
}
