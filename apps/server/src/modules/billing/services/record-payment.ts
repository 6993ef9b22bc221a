import { randomUUID } from 'node:crypto';
import { allocatePayment, type PaymentMethod } from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import * as repo from '../payments.repository.ts';
import { proposedPlan } from './agreement-records.ts';
import { takeUpPlan } from './installment-plans.ts';
import { postSettlement } from './settlement.ts';

/**
 * Record a payment received outside the processor as settled, in the caller's transaction: the
 * payment (processor `manual`) and its journal. By default it pays everything owed; nothing owed
 * records nothing. With `installmentPlan` it is the plan's down payment and the plan is taken up
 * (the demo's financed binder), under a finance agreement signed on file; the caller records the
 * policy's financer.
 */
export async function recordSettledPayment(
  tx: Tx,
  input: {
    policy: BilledPolicy;
    method: PaymentMethod;
    amount?: number;
    description: string;
    actor: AuditActor;
    now: Date;
    installmentPlan?: {
      brokerFee: number;
      mgaFee: number;
      createdAt: Date;
      /** The finance agreement's signer on file (decision 056). */
      signedOnFile: { signature: string; email: string };
    };
  },
) {
  const { policy, now } = input;
  const open = await repo.openInvoices(tx, policy.id);
  const owed = open.reduce((sum, i) => sum + Math.max(0, i.owed), 0);
  const terms = input.installmentPlan
    ? proposedPlan(input.installmentPlan, owed, now.toISOString().slice(0, 10))
    : null;
  const amount = terms?.downPayment ?? input.amount ?? owed;
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
  const payment = await repo.insertPayment(tx, {
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
    isDownPayment: terms !== null,
    description: input.description,
    journalId: journal.id,
    invoiceId: allocations[0]?.invoiceId ?? null,
    settledAt: now,
    createdBy: input.actor.userId,
    createdAt: now,
  });
  if (!input.installmentPlan) return { payment, financerId: null };
  const { partner } = await takeUpPlan(
    tx,
    { ...policy, ...input.installmentPlan },
    payment.id,
    owed,
    open.map((i) => ({
      invoiceId: i.invoiceId,
      owed: i.owed - (allocations.find((a) => a.invoiceId === i.invoiceId)?.amount ?? 0),
    })),
    input.actor,
    now,
    input.installmentPlan.signedOnFile,
  );
  return { payment, financerId: partner.id };
}
