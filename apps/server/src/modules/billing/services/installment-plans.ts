import { allocatePayment, FINANCING_MESSAGES, PAYMENT_MESSAGES } from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import { financingPartner } from '../../organisations/index.ts';
import * as agreements from '../financing.repository.ts';
import * as repo from '../payments.repository.ts';
import { activate, insertQuote, sign } from './agreement-records.ts';
import { postSettlement } from './settlement.ts';

/**
 * Take up the installment plan once its down payment is posted (decisions 052, 056): the terms
 * of the policy's signed finance agreement — the plan of spec 3 §9 at the partner's APR, for
 * what was `due` before the down payment — the amount financed moved from the insured's
 * receivable to the financing partner's (a FINANCING journal across the invoices still `open`),
 * the plan recorded and the agreement ACTIVE (its ten days to disaffirm start). Without a signed
 * agreement it refuses, unless `signedOnFile` gives the signer (the demo's financed binder).
 * The caller writes the policy's financer and publishes.
 */
export async function takeUpPlan(
  tx: Tx,
  policy: Pick<
    BilledPolicy,
    'id' | 'policyNumber' | 'accountId' | 'agencyId' | 'currency' | 'product'
  > & {
    brokerFee: number;
    mgaFee: number;
    createdAt: Date;
  },
  downPaymentId: string,
  due: number,
  open: { invoiceId: string; owed: number }[],
  actor: AuditActor,
  now: Date,
  signedOnFile?: { signature: string; email: string },
) {
  const partner = await financingPartner(tx);
  if (!partner) throw new AppError('CONFLICT', PAYMENT_MESSAGES.financingNotOffered);
  let agreement = await agreements.liveAgreement(tx, policy.id);
  if (!agreement && signedOnFile) {
    const quoted = await insertQuote(tx, policy, due, partner, actor.userId, now);
    agreement = await sign(
      tx,
      quoted,
      policy.policyNumber,
      { ...signedOnFile, userId: actor.userId, ip: null, userAgent: null },
      now,
    );
  }
  if (agreement?.status !== 'SIGNED') throw new AppError('CONFLICT', FINANCING_MESSAGES.signFirst);
  if (agreement.amountDue !== due) throw new AppError('CONFLICT', FINANCING_MESSAGES.quoteChanged);
  const rest = allocatePayment(agreement.amountFinanced, open);
  const financing = await postSettlement(
    tx,
    policy,
    'FINANCING',
    'FINANCE_RECEIVABLE',
    rest.allocations,
    actor,
    now,
  );
  const plan = await repo.insertPlan(tx, {
    policyId: policy.id,
    financerId: agreement.financerId ?? partner.id,
    financerName: agreement.financerName,
    currency: policy.currency,
    amountDue: agreement.amountDue,
    brokerFee: agreement.brokerFee,
    mgaFee: agreement.mgaFee,
    downPayment: agreement.downPayment,
    amountFinanced: agreement.amountFinanced,
    installmentAmount: agreement.installmentAmount,
    numberOfInstallments: agreement.numberOfInstallments,
    firstInstallmentDue: agreement.firstInstallmentDue,
    installments: agreement.installments,
    aprBps: agreement.aprBps,
    financeCharge: agreement.financeCharge,
    totalPaymentAmount: agreement.totalPaymentAmount,
    status: 'ACTIVE',
    downPaymentId,
    journalId: financing.id,
    createdAt: now,
  });
  await activate(tx, agreement, plan.id, now);
  return {
    plan,
    partner: { id: agreement.financerId ?? partner.id, name: agreement.financerName },
  };
}
