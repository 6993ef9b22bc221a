import { isBalanced, settlementJournal } from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import * as ledger from '../billing.repository.ts';

type SettledPolicy = Pick<
  BilledPolicy,
  'id' | 'policyNumber' | 'accountId' | 'agencyId' | 'currency'
>;

/**
 * One balanced settlement journal and its entries (decision 052): `to` debited, the insured's
 * receivable credited per invoice settled.
 */
export async function postSettlement(
  tx: Tx,
  policy: SettledPolicy,
  kind: 'PAYMENT' | 'FINANCING',
  to: 'CASH' | 'FINANCE_RECEIVABLE',
  allocations: { invoiceId: string; amount: number }[],
  actor: AuditActor,
  now: Date,
) {
  const lines = settlementJournal(to, allocations);
  if (!isBalanced(lines)) throw new Error(`Unbalanced ${kind} journal for ${policy.policyNumber}`);
  const journal = await ledger.insertJournal(tx, {
    kind,
    policyId: policy.id,
    currency: policy.currency,
    memo: kind === 'PAYMENT' ? 'Payment' : 'Installment plan: amount financed',
    createdBy: actor.userId,
    createdAt: now,
  });
  await ledger.insertEntries(tx, journal.id, policy, lines, now);
  return journal;
}
