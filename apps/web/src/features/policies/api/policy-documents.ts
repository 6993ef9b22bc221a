import {
  POLICY_PATHS,
  policyDocumentFileName,
  type Policy,
  type PolicyDocument,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/save-blob.ts';

export type PolicyDocumentRequest = {
  policy: Pick<Policy, 'id' | 'companyName' | 'policyNumber'>;
  document: PolicyDocument;
};

/**
 * GET /api/policy/v1/{id}/binder or …/declarations: the binder PDF (every binder and policy) or
 * the declarations page (issued policies), saved as `{company}-{policyNumber}-Binder.pdf` or
 * `…-Declarations.pdf` (the server's name, by the same rule).
 */
export const downloadPolicyDocument = ({ policy, document }: PolicyDocumentRequest) =>
  downloadFile(
    POLICY_PATHS[document](encodeURIComponent(policy.id)),
    policyDocumentFileName(document, policy.companyName, policy.policyNumber),
  );

export const useDownloadPolicyDocument = () => useMutation({ mutationFn: downloadPolicyDocument });
