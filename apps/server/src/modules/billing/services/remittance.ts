import {
  MESSAGES,
  PAYMENT_MESSAGES,
  type InstallmentPlan,
  type RemittanceDetails,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../billing.repository.ts';
import { billingScopeOf } from './invoices.ts';
import { policyPayment } from './payments.ts';

/**
 * The provider's collection accounts for bank transfers and wires, by currency (design: the
 * provider's trust account; a deployment sets its own in this table).
 */
const COLLECTION_ACCOUNTS = {
  USD: {
    beneficiary: 'Cyber Insurance Premium Trust Account',
    bankName: 'First Republic Trust Bank',
    routingNumber: '021000021',
    sortCode: null,
    accountNumber: '4410029387',
    swift: 'FRTBUS33',
  },
  GBP: {
    beneficiary: 'Cyber Insurance Premium Trust Account',
    bankName: 'Thames Trust Bank plc',
    routingNumber: null,
    sortCode: '20-00-00',
    accountNumber: '55779911',
    swift: 'THTBGB2L',
  },
} as const;

/** The collection account as lines of an e-mail (reminders, the invoice sent to accounting). */
export function remittanceLines(currency: 'USD' | 'GBP', policyNumber: string): string[] {
  const a = COLLECTION_ACCOUNTS[currency];
  return [
    `Beneficiary: ${a.beneficiary}; bank: ${a.bankName}; ${
      a.sortCode ? `sort code ${a.sortCode}` : `routing number ${a.routingNumber}`
    }; account ${a.accountNumber}; SWIFT ${a.swift}; reference: ${policyNumber}.`,
  ];
}

/** GET /api/billing/v1/ach/{policyNumber}: where and how to send a bank transfer or wire. */
export async function remittanceDetails(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  policyNumber: string,
): Promise<RemittanceDetails> {
  const scope = billingScopeOf(caller);
  if (scope.kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const policyId = await repo.policyIdByNumber(deps.db, scope, policyNumber);
  if (!policyId) throw new AppError('NOT_FOUND', 'Policy not found');
  const view = await policyPayment(deps, caller, policyId);
  return {
    policyNumber: view.policyNumber,
    currency: view.currency,
    amountDue: view.amountDue,
    ...COLLECTION_ACCOUNTS[view.currency],
    reference: view.policyNumber,
    note: PAYMENT_MESSAGES.bankConfirmation,
  };
}

/** POST /api/billing/v1/get-installment: the policy's plan (active, or as offered now). */
export async function installmentOf(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
): Promise<InstallmentPlan> {
  const view = await policyPayment(deps, caller, policyId);
  if (!view.installmentPlan) throw new AppError('CONFLICT', PAYMENT_MESSAGES.financingNotOffered);
  return view.installmentPlan;
}

/** GET /api/billing/v1/finance?policyId=: the policy's installment plan once taken up. */
export async function financingRecord(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
): Promise<InstallmentPlan> {
  const view = await policyPayment(deps, caller, policyId);
  if (!view.isPremiumFinanced || !view.installmentPlan)
    throw new AppError('NOT_FOUND', 'This policy is not premium financed.');
  return view.installmentPlan;
}
