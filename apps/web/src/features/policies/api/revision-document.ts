import {
  policyDocumentFileName,
  REVISION_DOCUMENTS,
  SERVICING_PATHS,
  type Policy,
  type PolicyRevision,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/save-blob.ts';

export type RevisionDocumentRequest = {
  policy: Pick<Policy, 'id' | 'companyName' | 'policyNumber'>;
  revision: Pick<PolicyRevision, 'number' | 'kind'>;
};

/**
 * The server's name for a transaction's document, `{company}-{policyNumber}-{Document}-{n}.pdf`
 * (Endorsement, Cancellation-Notice…): the binder's name with its suffix swapped, so the company
 * and number are made safe by the same rule.
 */
export const revisionDocumentFileName = ({ policy, revision }: RevisionDocumentRequest): string =>
  policyDocumentFileName('binder', policy.companyName, policy.policyNumber).replace(
    /-Binder\.pdf$/,
    `-${REVISION_DOCUMENTS[revision.kind] ?? 'Transaction'}-${revision.number}.pdf`,
  );

/** GET /api/policy/v1/{id}/revisions/{n}/document: a transaction's PDF (when it has one). */
export const downloadRevisionDocument = (request: RevisionDocumentRequest) =>
  downloadFile(
    SERVICING_PATHS.revisionDocument(
      encodeURIComponent(request.policy.id),
      request.revision.number,
    ),
    revisionDocumentFileName(request),
  );

export const useDownloadRevisionDocument = () =>
  useMutation({ mutationFn: downloadRevisionDocument });
