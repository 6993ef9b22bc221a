import { ACCOUNT_MESSAGES, type AccountType } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findVisibleAccount, type AccountRow } from '../../accounts/index.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * The insured account if the caller may see it (the accounts module's `visibleAccounts` rule);
 * otherwise a 404.
 */
export async function requireVisibleAccount(
  db: Database | Tx,
  caller: Caller,
  accountId: string,
): Promise<AccountRow> {
  const row = await findVisibleAccount(
    db,
    {
      organisationId: caller.actor.accountId,
      accountType: caller.claims.accountType as AccountType,
    },
    accountId,
  );
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  return row;
}

/**
 * An existing, not deleted insured account whoever holds it (the provider's view of
 * `visibleAccounts`): only for an agency asking for access to a client it cannot see yet.
 */
export async function requireExistingAccount(db: Database | Tx, accountId: string) {
  const row = await findVisibleAccount(
    db,
    { organisationId: '00000000-0000-0000-0000-000000000000', accountType: 'COWBELL' },
    accountId,
  );
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  return row;
}
