import { ACCOUNT_MESSAGES, type Account } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../accounts.repository.ts';
import { toAccount } from './account-view.ts';
import { type Caller, scopeOf, type ServiceDeps } from '../../../context/index.ts';

/** The account row if the caller may see it; otherwise a 404 (never a 403). */
export async function requireVisibleAccount(
  db: Database | Tx,
  caller: Caller,
  accountId: string,
): Promise<repo.AccountRow> {
  const row = await repo.findVisibleAccount(db, scopeOf(caller), accountId);
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  return row;
}

export async function getAccount(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
): Promise<Account> {
  return toAccount(deps.db, await requireVisibleAccount(deps.db, caller, accountId));
}
