import { createHash } from 'node:crypto';
import {
  addDaysIso,
  disaffirmByOf,
  financeAgreementText,
  FINANCE_QUOTE_VALID_DAYS,
  FINANCING_PARTNER_APR_BPS,
  financingTerms,
  installmentPlan,
  installmentReferenceDate,
  type FinanceAgreement,
  type FinanceAgreementStatus,
  type ProductCode,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { Database, Tx } from '../../../db/client.ts';
import * as agreements from '../financing.repository.ts';
import { billingScopeOf } from './invoices.ts';

/**
 * The premium finance agreement's records (decision 056): the plan a policy would be offered, the
 * financing quote that fixes it at the partner's APR, the signature, the activation by the down
 * payment, and the agreement as the API shows it.
 */

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

type Row = agreements.FinanceAgreementRow;
export type QuotedPolicy = {
  id: string;
  policyNumber: string;
  product: string;
  currency: string;
  brokerFee: number;
  mgaFee: number;
  createdAt: Date;
};

export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The agreement as the API shows it; `payer` says whether the caller pays the policy. */
export function toAgreement(
  row: Row,
  policyNumber: string,
  today: string,
  payer: boolean,
): FinanceAgreement {
  return {
    id: row.id,
    financeQuoteNumber: row.quoteNumber,
    policyId: row.policyId,
    policyNumber,
    product: row.product as ProductCode,
    financerName: row.financerName,
    currency: row.currency === 'GBP' ? 'GBP' : 'USD',
    status: row.status as FinanceAgreementStatus,
    apr: row.aprBps,
    totalPremium: row.amountDue,
    downPayment: row.downPayment,
    amountFinanced: row.amountFinanced,
    financeCharge: row.financeCharge,
    totalPaymentAmount: row.totalPaymentAmount,
    installmentAmount: row.installmentAmount,
    numberOfInstallments: row.numberOfInstallments,
    firstInstallmentDue: row.firstInstallmentDue,
    installments: row.installments,
    expiresOn: row.expiresOn,
    created: row.createdAt.toISOString(),
    signature: row.signature,
    signerEmail: row.signerEmail,
    signedAt: row.signedAt?.toISOString() ?? null,
    documentHash: row.documentHash,
    disaffirmBy: row.disaffirmBy,
    canDisaffirm:
      payer && row.status === 'ACTIVE' && row.disaffirmBy !== null && today <= row.disaffirmBy,
    disaffirmedAt: row.disaffirmedAt?.toISOString() ?? null,
    annualPaymentDue: row.annualPaymentDue,
  };
}

export const isPayer = (caller: Caller) =>
  !['NONE', 'FINANCER'].includes(billingScopeOf(caller).kind);

/** The SHA-256 of the agreement's text as it stands (what a signature signs). */
export const agreementHash = (row: Row, policyNumber: string) =>
  createHash('sha256')
    .update(financeAgreementText(toAgreement(row, policyNumber, '', false)).join('\n'))
    .digest('hex');

/**
 * A new financing quote for what the policy owes now (decision 056): the installment plan of
 * spec 3 §9 at the partner's APR, numbered PF-{policy number}-{n}, standing for
 * FINANCE_QUOTE_VALID_DAYS. The caller holds the policy's lock and has superseded any live quote.
 */
export async function insertQuote(
  tx: Tx,
  policy: QuotedPolicy,
  due: number,
  partner: { id: string; name: string },
  userId: string | null,
  now: Date,
) {
  const today = dayOf(now);
  const terms = financingTerms(proposedPlan(policy, due, today), FINANCING_PARTNER_APR_BPS);
  const n = (await agreements.agreementCount(tx, policy.id)) + 1;
  return agreements.insertAgreement(tx, {
    policyId: policy.id,
    quoteNumber: `PF-${policy.policyNumber}-${n}`,
    financerId: partner.id,
    financerName: partner.name,
    currency: policy.currency,
    product: policy.product,
    aprBps: terms.aprBps,
    amountDue: terms.amountDue,
    brokerFee: terms.brokerFee,
    mgaFee: terms.mgaFee,
    downPayment: terms.downPayment,
    amountFinanced: terms.amountFinanced,
    financeCharge: terms.financeCharge,
    totalPaymentAmount: terms.totalPaymentAmount,
    installmentAmount: terms.installmentAmount,
    numberOfInstallments: terms.numberOfInstallments,
    firstInstallmentDue: terms.firstInstallmentDue,
    installments: terms.installments,
    status: 'QUOTED',
    expiresOn: addDaysIso(today, FINANCE_QUOTE_VALID_DAYS),
    createdBy: userId,
    createdAt: now,
  });
}

/** Record the signature on a quoted agreement: who, when, from where, and the text's SHA-256. */
export function sign(
  tx: Tx,
  row: Row,
  policyNumber: string,
  signer: {
    signature: string;
    email: string;
    userId: string | null;
    ip: string | null;
    userAgent: string | null;
  },
  now: Date,
) {
  return agreements.updateAgreement(tx, row.id, {
    status: 'SIGNED',
    signature: signer.signature,
    signerEmail: signer.email,
    signedBy: signer.userId,
    signedAt: now,
    signerIp: signer.ip,
    signerUserAgent: signer.userAgent,
    documentHash: agreementHash(row, policyNumber),
  });
}

/**
 * The down payment settled (in `takeUpPlan`'s transaction): the signed agreement becomes ACTIVE
 * with its plan, and the ten days to disaffirm start.
 */
export const activate = (tx: Tx, row: Row, planId: string, now: Date) =>
  agreements.updateAgreement(tx, row.id, {
    status: 'ACTIVE',
    planId,
    disaffirmBy: disaffirmByOf(dayOf(now)),
  });

/** The policy's latest agreement for the payment view (null when none). */
export async function agreementOf(
  db: Database | Tx,
  caller: Caller,
  policy: { id: string; policyNumber: string },
  today: string,
) {
  const row = await agreements.latestAgreement(db, policy.id);
  return row ? toAgreement(row, policy.policyNumber, today, isPayer(caller)) : null;
}
