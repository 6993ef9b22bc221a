import type { PolicyPaymentStatus } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import * as repo from '../policies.repository.ts';
import { policyScopeOf } from './policy-view.ts';

/**
 * Lock a policy for a payment (billing, decision 052): payments of one policy are serialised on
 * its row. With a caller, only a policy the caller reads (null otherwise); without (the
 * settlement job), any.
 */
export async function lockPolicyForBilling(tx: Tx, caller: Caller | null, policyId: string) {
  const scope = caller ? policyScopeOf(caller) : { kind: 'ALL' as const };
  if (!scope) return null;
  return repo.lockPolicy(tx, scope, policyId);
}

/** Billing records how the policy stands: its payment status and who finances it. */
export async function setPolicyPayment(
  tx: Tx,
  policyId: string,
  patch: { paymentStatus: PolicyPaymentStatus; financerId?: string | null; now: Date },
) {
  await repo.updatePolicy(tx, policyId, {
    paymentStatus: patch.paymentStatus,
    ...(patch.financerId !== undefined ? { financerId: patch.financerId } : {}),
    updatedAt: patch.now,
  });
}
