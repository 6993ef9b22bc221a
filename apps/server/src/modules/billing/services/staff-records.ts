import type { PaymentReminders, PremiumFinancer, WriteOff } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { findUserById } from '../../auth/index.ts';
import * as ledger from '../billing.repository.ts';
import * as repo from '../payments.repository.ts';

type Db = Database | Tx;

/** The balances staff closed on a policy (decision 053), newest first, with who closed them. */
export async function writeOffsOf(db: Db, policyId: string): Promise<WriteOff[]> {
  const rows = await ledger.writeOffsOf(db, policyId);
  return Promise.all(
    rows.map(async (j) => {
      const user = j.createdBy ? await findUserById(db, j.createdBy) : undefined;
      return {
        id: j.id,
        amount: j.amount,
        description: j.memo ?? '',
        closedBy: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : null,
        created: j.createdAt.toISOString(),
      };
    }),
  );
}

/** The policy's payment reminders: on unless turned off, and what was sent. */
export async function remindersOf(db: Db, policyId: string): Promise<PaymentReminders> {
  const row = await repo.findReminders(db, policyId);
  return {
    enabled: row?.enabled ?? true,
    lastSent: row?.lastSentAt?.toISOString() ?? null,
    sentCount: row?.sentCount ?? 0,
    checkInMailSince: row?.checkMailedAt?.toISOString() ?? null,
  };
}

/** A recorded premium financer as the payment view shows it (decision 055). */
export const toFinancer = (f: repo.PremiumFinancerRow): PremiumFinancer => ({
  id: f.id,
  policyId: f.policyId,
  financerName: f.financerName,
  apr: f.aprBps,
  numberOfInstallments: f.numberOfInstallments,
  totalPremium: f.totalPremium,
  downPayment: f.downPayment,
  amountFinanced: f.amountFinanced,
  installmentAmount: f.installmentAmount,
  financeCharge: f.financeCharge,
  totalPaymentAmount: f.totalPaymentAmount,
  currency: f.currency === 'GBP' ? 'GBP' : 'USD',
  status: f.status === 'FUNDED' ? 'FUNDED' : 'RECORDED',
  fundedAt: f.fundedAt?.toISOString() ?? null,
  created: f.createdAt.toISOString(),
});
