import {
  certificateFileName,
  CERTIFICATE_MESSAGES,
  certificateRegion,
  certificateRequestSchemaFor,
  type Certificate,
  type CertificateDocType,
  type CertificateRequestBody,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import * as repo from '../certificates.repository.ts';
import { certifiablePolicy, requireRequester, withPolicyRules } from './certificate-access.ts';
import {
  certificateContent,
  CertificateContentSchema,
  type CertificateContent,
  type CertificateHolder,
} from './certificate-content.ts';

/** A certificate as the API shows it. */
export const toCertificate = (row: repo.CertificateRow): Certificate => {
  const content = CertificateContentSchema.parse(row.content);
  return {
    id: row.id,
    policyId: row.policyId,
    docType: row.docType as CertificateDocType,
    additionalInsuredId: row.additionalInsuredId,
    holderName: row.holderName,
    fileName: certificateFileName(content.insured.name, content.policyNumber),
    created: row.createdAt.toISOString(),
  };
};

/**
 * Make a certificate of insurance in the caller's transaction: the policy the caller may see
 * (404) and may ask a certificate of (403: `requireRequester`) in cover (409), the holder — the
 * request's certificate holder, its address by the policy's region's rules (400), or the
 * policy's additional insured it names (404 when it is not the policy's) — and what it prints,
 * recorded (downloaded or e-mailed, to whom) and audited.
 */
export async function makeCertificate(
  deps: Pick<CertificatesDeps, 'clock'>,
  tx: Tx,
  caller: Caller,
  policyId: string,
  body: CertificateRequestBody,
  delivery: { kind: 'DOWNLOAD' } | { kind: 'EMAIL'; email: string },
): Promise<{ row: repo.CertificateRow; content: CertificateContent }> {
  requireRequester(caller);
  const now = deps.clock.now();
  const policy = await certifiablePolicy(tx, caller, policyId);
  const request = withPolicyRules(certificateRequestSchemaFor, policy, body);
  let holder: CertificateHolder;
  if (request.docType === 'Additional_Insured') {
    const additionalInsured = request.additionalInsuredId
      ? await repo.findAdditionalInsured(tx, policy.id, request.additionalInsuredId)
      : null;
    if (!additionalInsured) {
      throw new AppError('NOT_FOUND', CERTIFICATE_MESSAGES.additionalInsuredNotFound);
    }
    holder = { docType: 'Additional_Insured', additionalInsured };
  } else {
    holder = { ...request, docType: 'Certificate_Holder' };
  }
  const content = await certificateContent(
    tx,
    policy,
    certificateRegion(policy),
    holder,
    now.toISOString().slice(0, 10),
  );
  const row = await repo.insertCertificate(tx, {
    policyId: policy.id,
    docType: request.docType,
    additionalInsuredId:
      holder.docType === 'Additional_Insured' ? holder.additionalInsured.id : null,
    holderName: content.holder.name,
    delivery: delivery.kind,
    email: delivery.kind === 'EMAIL' ? delivery.email : null,
    content,
    requestedBy: caller.actor.userId,
    requestedFor: caller.actor.accountId,
    createdAt: now,
  });
  await recordAudit(
    tx,
    actorOf(caller.actor, caller.ctx),
    {
      action: delivery.kind === 'EMAIL' ? 'certificate.email' : 'certificate.create',
      entityType: 'policy_certificate',
      entityId: row.id,
      after: {
        policyId: policy.id,
        docType: row.docType,
        additionalInsuredId: row.additionalInsuredId,
        holderName: row.holderName,
        ...(row.email ? { email: row.email } : {}),
      },
    },
    now,
  );
  return { row, content };
}
