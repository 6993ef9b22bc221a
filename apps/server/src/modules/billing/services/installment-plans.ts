import {
  allocatePayment,
  installmentPlan,
  installmentReferenceDate,
  PAYMENT_MESSAGES,
} from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import { financingPartner } from '../../organisations/index.ts';
import * as repo from '../payments.repository.ts';
import { postSettlement } from './settlement.ts';

/** The plan a policy would be offered now (its amount due, its fees, its reference date). */
export const proposedPlan = (
  policy: { brokerFee: number; mgaFee: number; createdAt: Date },
  amountDue: number,
  today: string,
) => {
  const reference = installmentReferenceDate(policy.createdAt.toISOString());
  return installmentPlan({
    amountDue,
    brokerFee: policy.brokerFee,
    mgaFee: policy.mgaFee,
    // A plan taken up after the reference date starts from today (design).
    referenceDate: reference < today ? today : reference,
  });
};

/**
 * Take up the installment plan once its down payment is posted (decision 052): the plan of spec
 * 3 §9 for what was `due` before the down payment, the amount financed moved from the insured's
 * receivable to the financing partner's (a FINANCING journal across the invoices still `open`),
 * and the plan recorded. The caller writes the policy's financer and publishes.
 */
export async function takeUpPlan(
  tx: Tx,
  policy: Pick<BilledPolicy, 'id' | 'policyNumber' | 'accountId' | 'agencyId' | 'currency'> & {
    brokerFee: number;
    mgaFee: number;
    createdAt: Date;
  },
  downPaymentId: string,
  due: number,
  open: { invoiceId: string; owed: number }[],
  actor: AuditActor,
  now: Date,
) {
  const partner = await financingPartner(tx);
  if (!partner) throw new AppError('CONFLICT', PAYMENT_MESSAGES.financingNotOffered);
  const terms = proposedPlan(policy, due, now.toISOString().slice(0, 10));
  const rest = allocatePayment(terms.amountFinanced, open);
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
    financerId: partner.id,
    financerName: partner.name,
    currency: policy.currency,
    amountDue: terms.amountDue,
    brokerFee: terms.brokerFee,
    mgaFee: terms.mgaFee,
    downPayment: terms.downPayment,
    amountFinanced: terms.amountFinanced,
    installmentAmount: terms.installmentAmount,
    numberOfInstallments: terms.numberOfInstallments,
    firstInstallmentDue: terms.firstInstallmentDue,
    installments: terms.installments,
    status: 'ACTIVE',
    downPaymentId,
    journalId: financing.id,
    createdAt: now,
  });
  return { plan, partner };
}
