import {
  CERTIFICATE_PATHS,
  CertificateSchema,
  type Certificate,
  type CertificateRequest,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/save-blob.ts';

/**
 * POST /api/policy/v1/{id}/certificate, then GET …/certificate/{certificateId}: make the
 * certificate, and save its PDF as `{company}-{policyNumber}-Policy-Certificate.pdf` (the name the
 * server answers, by the domain's rule).
 */
export async function downloadCertificate(
  policyId: string,
  request: CertificateRequest,
): Promise<Certificate> {
  const policy = encodeURIComponent(policyId);
  const certificate = CertificateSchema.parse(
    await apiClient.post<unknown>(CERTIFICATE_PATHS.certificate(policy), request),
  );
  await downloadFile(
    CERTIFICATE_PATHS.certificateDocument(policy, encodeURIComponent(certificate.id)),
    certificate.fileName,
  );
  return certificate;
}

export const useDownloadCertificate = (policyId: string) =>
  useMutation({
    mutationFn: (request: CertificateRequest) => downloadCertificate(policyId, request),
  });
