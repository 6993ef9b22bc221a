import { type AccountType, isActingAsProvider, USERS_MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import * as repo from '../users-teams.repository.ts';
import type { Caller } from '../../../context/index.ts';

export type TargetOrganisation = { id: string; name: string; accountType: AccountType };

/**
 * The organisation a call addresses: the one acted in, or — for provider staff only — the one
 * named by `organisationId`. Anyone else naming another organisation gets a 404 (not yours).
 */
export async function targetOrganisation(
  db: Database | Tx,
  caller: Caller,
  organisationId: string | undefined,
): Promise<TargetOrganisation> {
  const id = organisationId ?? caller.actor.accountId;
  if (id !== caller.actor.accountId && !isActingAsProvider(caller.claims)) {
    throw new AppError('NOT_FOUND', USERS_MESSAGES.organisationNotFound);
  }
  const organisation = await repo.findOrganisation(db, id);
  if (!organisation) throw new AppError('NOT_FOUND', USERS_MESSAGES.organisationNotFound);
  return {
    id: organisation.id,
    name: organisation.name,
    accountType: organisation.accountType as AccountType,
  };
}

/** Provider staff only (add accounts to a user); others are refused. */
export function assertProvider(caller: Caller) {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', USERS_MESSAGES.providerOnly);
}

/** Record a change of this module, with the caller as the actor. */
export const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);
