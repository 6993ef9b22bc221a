import { randomUUID } from 'node:crypto';
import { allocatePayment, type PaymentMethod } from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import * as repo from '../payments.repository.ts';
import { postSettlement } from './settlement.ts';

/**
 * Record a payment received outside the processor — a check or a wire, recorded by staff — as
 * settled, in the caller's transaction: the payment (processor `manual`) and its journal. By
 * default it pays everything owed; nothing owed records nothing.
 */
export async function recordSettledPayment(
  tx: Tx,
  input: {
    policy: BilledPolicy;
    method: Exclude<PaymentMethod, 'CREDIT_CARD' | 'BANK_ACCOUNT'>;
    amount?: number;
    description: string;
    actor: AuditActor;
    now: Date;
  },
) {
  const { policy, now } = input;
  const open = await repo.openInvoices(tx, policy.id);
  const owed = open.reduce((sum, i) => sum + Math.max(0, i.owed), 0);
  const amount = input.amount ?? owed;
  if (amount <= 0) return null;
  const { allocations, unallocated } = allocatePayment(amount, open);
  if (unallocated > 0) throw new Error(`Payment exceeds what ${policy.policyNumber} owes`);
  const journal = await postSettlement(
    tx,
    policy,
    'PAYMENT',
    'CASH',
    allocations,
    input.actor,
    now,
  );
  return repo.insertPayment(tx, {
    policyId: policy.id,
    accountId: policy.accountId,
    agencyId: policy.agencyId,
    idempotencyKey: `manual-${randomUUID()}`,
    requestHash: 'manual',
    method: input.method,
    processor: 'manual',
    processorRef: null,
    status: 'PAID',
    currency: policy.currency,
    amount,
    isDownPayment: false,
    description: input.description,
    journalId: journal.id,
    invoiceId: allocations[0]?.invoiceId ?? null,
    settledAt: now,
    createdBy: input.actor.userId,
    createdAt: now,
  });
}
