import { AGENCY_MESSAGES, MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import { isProviderStaff, type Caller, type RequestContext } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'Agency not found');

/**
 * The agency if the caller may read it: provider staff read every agency; anyone else only the
 * organisation they act in. Another agency is a 404, never a 403.
 */
export async function requireReadableAgency(db: Database | Tx, caller: Caller, agencyId: string) {
  if (!isProviderStaff(caller) && caller.actor.accountId !== agencyId) throw notFound();
  const row = await repo.findAgency(db, agencyId);
  if (!row) throw notFound();
  return row;
}

/** Provider staff only (npn, level, hierarchy, programs, delete): others get a 403. */
export function requireProviderStaff(caller: Caller) {
  if (!isProviderStaff(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

export function forbiddenProviderField(): never {
  throw new AppError('FORBIDDEN', AGENCY_MESSAGES.onlyProviderFields);
}

export const audit = (tx: Tx, caller: Caller, ctx: RequestContext, entry: AuditEntry, now: Date) =>
  recordAudit(tx, actorOf(caller.actor, ctx), entry, now);
