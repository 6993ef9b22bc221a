import { isActingAsProvider, LICENSE_MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import * as repo from '../licenses.repository.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * The agency a list addresses: agency users always their own; provider staff every agency, or the
 * one they name (or the agency they have jumped into). Anyone else naming another agency is a 404.
 */
export function listScope(caller: Caller, agencyId: string | undefined): string | undefined {
  if (isActingAsProvider(caller.claims))
    return (
      agencyId ?? (caller.claims.accountType === 'AGENCY' ? caller.actor.accountId : undefined)
    );
  if (agencyId && agencyId !== caller.actor.accountId) {
    throw new AppError('NOT_FOUND', LICENSE_MESSAGES.invalidAgency);
  }
  return caller.actor.accountId;
}

/**
 * The agency a new licence belongs to. Agency users: their own (naming another is a 404).
 * Provider staff: the agency named, else the agency they act in; an unknown id, or an
 * organisation that is not an agency, is "The selected agency is invalid.".
 */
export async function targetAgency(
  db: Database | Tx,
  caller: Caller,
  agencyId: string | undefined,
) {
  if (!isActingAsProvider(caller.claims) && agencyId && agencyId !== caller.actor.accountId) {
    throw new AppError('NOT_FOUND', LICENSE_MESSAGES.invalidAgency);
  }
  const id = agencyId ?? caller.actor.accountId;
  const agency = await repo.findOrganisation(db, id);
  if (!agency || agency.accountType !== 'AGENCY') {
    throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.invalidAgency);
  }
  return agency;
}

/** A record of another agency is not the caller's to see: 404, like one that does not exist. */
export function assertOwn(caller: Caller, agencyId: string, message: string) {
  if (!isActingAsProvider(caller.claims) && agencyId !== caller.actor.accountId)
    throw new AppError('NOT_FOUND', message);
}

export const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);
