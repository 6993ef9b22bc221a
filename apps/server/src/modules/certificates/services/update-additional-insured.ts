import {
  CERTIFICATE_MESSAGES,
  type AdditionalInsured,
  type AdditionalInsuredInput,
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
import { certifiablePolicy, requireEditor } from './certificate-access.ts';

/**
 * Change an additional insured of a policy in cover (409 otherwise), by provider staff or the
 * agency (403 for anyone else); another policy's is a 404; audited with before and after.
 */
export async function updateAdditionalInsured(
  deps: Pick<CertificatesDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
  insuredId: string,
  input: AdditionalInsuredInput,
): Promise<AdditionalInsured> {
  requireEditor(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const policy = await certifiablePolicy(tx, caller, policyId);
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
