import { CERTIFICATE_MESSAGES } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import * as repo from '../certificates.repository.ts';
import { auditedFields } from './additional-insured-view.ts';
import { certifiablePolicy, requireEditor } from './certificate-access.ts';

/**
 * Remove an additional insured from a policy in cover (409 otherwise), by provider staff or the
 * agency (403 for anyone else); another policy's is a 404. The certificates already made for it
 * keep what they printed. Audited.
 */
export async function deleteAdditionalInsured(
  deps: Pick<CertificatesDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
  insuredId: string,
): Promise<void> {
  requireEditor(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const policy = await certifiablePolicy(tx, caller, policyId);
    const row = await repo.findAdditionalInsured(tx, policy.id, insuredId);
    if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_MESSAGES.additionalInsuredNotFound);
    await repo.deleteAdditionalInsured(tx, row.id);
    await recordAudit(
      tx,
      actorOf(caller.actor, caller.ctx),
      {
        action: 'additional-insured.delete',
        entityType: 'policy_additional_insured',
        entityId: row.id,
        before: { policyId: policy.id, ...auditedFields(row) },
      },
      now,
    );
  });
}
