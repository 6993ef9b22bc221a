import {
  additionalInsuredInputSchemaFor,
  CERTIFICATE_MESSAGES,
  type AdditionalInsured,
  type AdditionalInsuredBody,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import * as repo from '../certificates.repository.ts';
import {
  additionalInsuredFields,
  auditedFields,
  toAdditionalInsured,
} from './additional-insured-view.ts';
import { certifiablePolicy, requireEditor, withPolicyRules } from './certificate-access.ts';

/**
 * Change an additional insured of a policy in cover (409 otherwise), by provider staff or the
 * agency (403 for anyone else); its address by the policy's region's rules (400); another
 * policy's is a 404; audited with before and after.
 */
export async function updateAdditionalInsured(
  deps: Pick<CertificatesDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
  insuredId: string,
  body: AdditionalInsuredBody,
): Promise<AdditionalInsured> {
  requireEditor(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const policy = await certifiablePolicy(tx, caller, policyId);
    const input = withPolicyRules(additionalInsuredInputSchemaFor, policy, body);
    const before = await repo.findAdditionalInsured(tx, policy.id, insuredId);
    if (!before) throw new AppError('NOT_FOUND', CERTIFICATE_MESSAGES.additionalInsuredNotFound);
    const row = await repo.updateAdditionalInsured(tx, before.id, {
      ...additionalInsuredFields(input),
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, caller.ctx),
      {
        action: 'additional-insured.update',
        entityType: 'policy_additional_insured',
        entityId: row.id,
        before: auditedFields(before),
        after: auditedFields(row),
      },
      now,
    );
    return toAdditionalInsured(row);
  });
}
