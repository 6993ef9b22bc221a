import {
  CERTIFICATE_PATHS,
  CertificateEmailResultSchema,
  type CertificateEmailResult,
  type CertificateRequest,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/policy/v1/{id}/certificate/email: e-mail the certificate to `email` (the caller when
 * blank); the answer is the confirmation to show.
 */
export async function emailCertificate(
  policyId: string,
  request: CertificateRequest,
): Promise<CertificateEmailResult> {
  return CertificateEmailResultSchema.parse(
    await apiClient.post<unknown>(CERTIFICATE_PATHS.email(encodeURIComponent(policyId)), request),
  );
}

export const useEmailCertificate = (policyId: string) =>
  useMutation({ mutationFn: (request: CertificateRequest) => emailCertificate(policyId, request) });
