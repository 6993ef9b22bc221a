import { CONNECTOR_MESSAGES, isActingAsProvider } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import { findVisibleAccount, type AccountRow } from '../../accounts/index.ts';
import * as repo from '../connectors.repository.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

type Db = Database | Tx;

/**
 * The account a read addresses: a customer its own (naming another is a 404); MSSP users, agency
 * users and provider staff name one they may see (`visibleAccounts`), else a 404.
 */
export async function accountForRead(
  db: Db,
  caller: Caller,
  accountId: string | undefined,
): Promise<AccountRow> {
  const own = caller.claims.accountType === 'CUSTOMER' ? caller.actor.accountId : undefined;
  const id = accountId ?? own;
  if (!id) throw new AppError('BAD_REQUEST', CONNECTOR_MESSAGES.accountRequired);
  const account = await findVisibleAccount(db, scopeOf(caller), id);
  if (!account) throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.accountNotFound);
  return account;
}

/** Provider staff read every account's connections but change none (the customer's call). */
export function assertMayWrite(caller: Caller) {
  if (isActingAsProvider(caller.claims)) {
    throw new AppError('FORBIDDEN', CONNECTOR_MESSAGES.readOnly);
  }
}

/** The account a write addresses by cbid (the spec's connector payload). */
export async function accountForWriteByCbid(db: Db, caller: Caller, cbid: string) {
  assertMayWrite(caller);
  const account = await repo.findVisibleAccountByCbid(db, scopeOf(caller), cbid);
  if (!account) throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.accountNotFound);
  return account;
}

/** A live connection the caller may see (by id), with its account; otherwise a 404. */
export async function visibleConnection(db: Db, caller: Caller, connectionId: string) {
  const row = await repo.findLiveConnectionById(db, connectionId);
  if (!row) throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.connectionNotFound);
  const account = await findVisibleAccount(db, scopeOf(caller), row.accountId);
  if (!account) throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.connectionNotFound);
  const found = await repo.findConnection(db, row.accountId, connectionId);
  if (!found) throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.connectionNotFound);
  return { account, ...found };
}

export const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);
