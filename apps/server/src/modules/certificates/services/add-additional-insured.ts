import {
  additionalInsuredInputSchemaFor,
  CERTIFICATE_MESSAGES,
  MAX_ADDITIONAL_INSUREDS,
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
 * Add an additional insured to a policy in cover (409 otherwise), by provider staff or the
 * agency (403 for anyone else); its address by the policy's region's rules (400); at most
 * MAX_ADDITIONAL_INSUREDS per policy (409); audited.
 */
export async function addAdditionalInsured(
  deps: Pick<CertificatesDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
  body: AdditionalInsuredBody,
): Promise<AdditionalInsured> {
  requireEditor(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const policy = await certifiablePolicy(tx, caller, policyId);
    const input = withPolicyRules(additionalInsuredInputSchemaFor, policy, body);
    if ((await repo.countAdditionalInsureds(tx, policy.id)) >= MAX_ADDITIONAL_INSUREDS) {
      throw new AppError(
        'CONFLICT',
        CERTIFICATE_MESSAGES.tooManyAdditionalInsureds(MAX_ADDITIONAL_INSUREDS),
      );
    }
    const row = await repo.insertAdditionalInsured(tx, {
      policyId: policy.id,
      ...additionalInsuredFields(input),
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, caller.ctx),
      {
        action: 'additional-insured.create',
        entityType: 'policy_additional_insured',
        entityId: row.id,
        after: { policyId: policy.id, ...auditedFields(row) },
      },
      now,
    );
    return toAdditionalInsured(row);
  });
}
