import { type DocumentView, isActingAsProvider, isProviderAdmin } from '@cyber/domain';
import type { ListedDocument } from '../documents.repository.ts';
import type { Caller } from '../../../context/index.ts';

/** The uploader's organisation or provider staff may rename/retype a document. */
export const mayEdit = (caller: Caller, row: ListedDocument) =>
  isActingAsProvider(caller.claims) || row.document.ownerOrganisationId === caller.actor.accountId;

/** The uploader's organisation or a provider admin may delete a document (decision 026). */
export const mayDelete = (caller: Caller, row: ListedDocument) =>
  isProviderAdmin(caller.claims) || row.document.ownerOrganisationId === caller.actor.accountId;

export function toDocumentView(caller: Caller, row: ListedDocument): DocumentView {
  const d = row.document;
  const uploader = [row.uploaderFirst, row.uploaderLast].filter(Boolean).join(' ');
  return {
    id: d.id,
    accountId: d.accountId,
    accountName: row.accountName,
    agencyId: d.agencyId,
    agencyName: row.agencyName,
    internalOnly: d.internalOnly,
    quoteId: d.quoteId,
    claimId: d.claimId,
    treatyId: d.treatyId,
    productType: d.productType,
    docType: d.docType,
    docTypeLabel: row.docTypeLabel ?? d.docType,
    docName: d.docName,
    fileName: row.file.fileName,
    contentType: row.file.contentType,
    byteSize: row.file.byteSize,
    temp: d.temp,
    uploadedByName: uploader || null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    canDelete: mayDelete(caller, row),
    canEdit: mayEdit(caller, row),
  };
}
