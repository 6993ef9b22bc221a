import type { PaymentReminders, WriteOff } from '@cyber/domain';
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
  };
}
