import { ACCOUNT_MESSAGES, SECURITY_MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findVisibleAccount, type AccountRow } from '../accounts/index.ts';
import { type Caller, scopeOf, type ServiceDeps } from '../../context/index.ts';

export type SecurityDeps = Pick<ServiceDeps, 'db' | 'clock' | 'events'>;

/**
 * The account whose answers a call reads or writes, through the one visibility rule of insured
 * accounts (`visibleAccounts`): another organisation's account is a 404.
 */
export async function requireAccount(
  db: Database | Tx,
  caller: Caller,
  accountId: string,
): Promise<AccountRow> {
  const row = await findVisibleAccount(db, scopeOf(caller), accountId);
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  return row;
}

/** A body's accountId, when sent, must name the account of the path. */
export function checkBodyAccount(pathId: string, bodyId: string | undefined) {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new AppError('BAD_REQUEST', SECURITY_MESSAGES.accountMismatch);
  }
}
