import { CERTIFICATE_MESSAGES } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PdfFile } from '../../../lib/pdf.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import * as repo from '../certificates.repository.ts';
import { readablePolicy, requireRequester } from './certificate-access.ts';
import { CertificateContentSchema } from './certificate-content.ts';
import { certificatePdf } from './certificate-pdf.ts';

/**
 * GET /api/policy/v1/{id}/certificate/{certificateId}: a certificate's PDF, as it was made (its
 * stored content), for whoever may ask for the policy's certificates (403) and sees the policy
 * (404); another policy's certificate is a 404. A certificate made while the policy was in cover
 * still downloads after it ends: it says what was true on its day.
 */
export async function certificateDocument(
  deps: Pick<CertificatesDeps, 'db'>,
  caller: Caller,
  policyId: string,
  certificateId: string,
): Promise<PdfFile> {
  requireRequester(caller);
  const policy = await readablePolicy(deps.db, caller, policyId);
  const row = await repo.findCertificate(deps.db, policy.id, certificateId);
  if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_MESSAGES.certificateNotFound);
  return certificatePdf(CertificateContentSchema.parse(row.content));
}
