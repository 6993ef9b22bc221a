import type { Certificate, CertificateRequestBody } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { makeCertificate, toCertificate } from './make-certificate.ts';

/**
 * POST /api/policy/v1/{id}/certificate: make a certificate of insurance to download (its PDF is
 * `certificateDocument`'s), for a certificate holder (its address by the policy's region's
 * rules) or an additional insured.
 */
export async function requestCertificate(
  deps: Pick<CertificatesDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
  request: CertificateRequestBody,
): Promise<Certificate> {
  return deps.db.transaction(async (tx) => {
    const { row } = await makeCertificate(deps, tx, caller, policyId, request, {
      kind: 'DOWNLOAD',
    });
    return toCertificate(row);
  });
}
