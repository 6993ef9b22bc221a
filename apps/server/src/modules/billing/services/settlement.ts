import { isBalanced, reversalJournal, settlementJournal } from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import * as ledger from '../billing.repository.ts';

type SettledPolicy = Pick<
  BilledPolicy,
  'id' | 'policyNumber' | 'accountId' | 'agencyId' | 'currency'
>;

/**
 * One balanced settlement journal and its entries (decisions 052, 053): `to` debited, the
 * insured's receivable credited per invoice settled (a balance closed: WRITE_OFF debited).
 */
export async function postSettlement(
  tx: Tx,
  policy: SettledPolicy,
  kind: 'PAYMENT' | 'FINANCING' | 'WRITE_OFF',
  to: 'CASH' | 'FINANCE_RECEIVABLE' | 'WRITE_OFF',
  allocations: { invoiceId: string; amount: number }[],
  actor: AuditActor,
  now: Date,
  memo?: string,
) {
  const lines = settlementJournal(to, allocations);
  if (!isBalanced(lines)) throw new Error(`Unbalanced ${kind} journal for ${policy.policyNumber}`);
  const journal = await ledger.insertJournal(tx, {
    kind,
    policyId: policy.id,
    currency: policy.currency,
    memo: memo ?? (kind === 'PAYMENT' ? 'Payment' : 'Installment plan: amount financed'),
    createdBy: actor.userId,
    createdAt: now,
  });
  await ledger.insertEntries(tx, journal.id, policy, lines, now);
  return journal;
}

/** Undo a journal: a REVERSAL journal of the same entries the other way round (decisions 053, 056). */
export async function reverseJournal(
  tx: Tx,
  policy: SettledPolicy,
  journalId: string,
  actor: AuditActor,
  now: Date,
  memo: string,
) {
  const lines = await ledger.journalLines(tx, journalId);
  const journal = await ledger.insertJournal(tx, {
    kind: 'REVERSAL',
    policyId: policy.id,
    currency: policy.currency,
    memo,
    createdBy: actor.userId,
    createdAt: now,
  });
  await ledger.insertEntries(
    tx,
    journal.id,
    policy,
    reversalJournal(lines.map((l) => ({ ...l, amount: Number(l.amount) }))),
    now,
  );
  return journal;
}
