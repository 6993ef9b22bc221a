import { AGENCY_MESSAGES, isActingAsProvider, MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import * as repo from '../agencies.repository.ts';
import { isInGroup } from '../agency-book.repository.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const notFound = () => new AppError('NOT_FOUND', 'Agency not found');

/** A cluster or an aggregator reading one of the agencies grouped under it. */
const isGroupOf = async (db: Database | Tx, caller: Caller, agencyId: string) =>
  (caller.claims.accountType === 'CLUSTER' || caller.claims.accountType === 'DIGITAL') &&
  (await isInGroup(db, caller.actor.accountId, agencyId));

/**
 * The agency if the caller may read it: provider staff read every agency; an agency only itself;
 * a cluster or aggregator the agencies grouped under it. Another agency is a 404, never a 403.
 */
export async function requireReadableAgency(db: Database | Tx, caller: Caller, agencyId: string) {
  if (
    !isActingAsProvider(caller.claims) &&
    caller.actor.accountId !== agencyId &&
    !(await isGroupOf(db, caller, agencyId))
  ) {
    throw notFound();
  }
  const row = await repo.findAgency(db, agencyId);
  if (!row) throw notFound();
  return row;
}

/** Provider staff only (npn, level, hierarchy, programs, delete): others get a 403. */
export function requireProviderStaff(caller: Caller) {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The caller acts in the agency itself (not a group above it, not provider staff). */
export const actsIn = (caller: Caller, agencyId: string) => caller.actor.accountId === agencyId;

export function forbiddenProviderField(): never {
  throw new AppError('FORBIDDEN', AGENCY_MESSAGES.onlyProviderFields);
}

export const audit = (tx: Tx, caller: Caller, ctx: RequestContext, entry: AuditEntry, now: Date) =>
  recordAudit(tx, actorOf(caller.actor, ctx), entry, now);
