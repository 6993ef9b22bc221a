import {
  isActingAsProvider,
  type Organisation,
  ORGANISATION_MESSAGES,
  PARTNER_ACCOUNT_TYPE,
  type PartnerSegment,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import * as repo from '../organisations.repository.ts';
import type { Caller } from '../../../context/index.ts';

/** Provider staff who may create, change and delete partner organisations. */
export const isProviderManager = (caller: Caller) =>
  isActingAsProvider(caller.claims) && caller.claims.scopes.includes('organisation:manage');

export function assertProviderManager(caller: Caller) {
  if (!isProviderManager(caller))
    throw new AppError('FORBIDDEN', ORGANISATION_MESSAGES.providerOnly);
}

/** An organisation's own admin (role:admin scope while acting in it). */
export const isOwnAdmin = (caller: Caller, organisationId: string) =>
  caller.actor.accountId === organisationId && caller.claims.scopes.includes('role:admin');

/**
 * The organisation of one partner type a call addresses: `id` for provider staff, otherwise the
 * caller's own. Another organisation, or one of another type, is a 404 (never "forbidden").
 */
export async function targetOf(
  db: Database | Tx,
  caller: Caller,
  segment: PartnerSegment,
  id: string | undefined,
) {
  const wanted = id ?? caller.actor.accountId;
  if (wanted !== caller.actor.accountId && !isActingAsProvider(caller.claims)) {
    throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.notFound);
  }
  const row = await repo.findOrganisation(db, wanted);
  if (!row || row.accountType !== PARTNER_ACCOUNT_TYPE[segment]) {
    throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.notFound);
  }
  return row;
}

export const viewOf = (row: repo.OrganisationView): Organisation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function viewById(db: Database | Tx, id: string) {
  const row = await repo.findOrganisationView(db, id);
  if (!row) throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.notFound);
  return viewOf(row);
}

/** Hostname must be free (case-insensitive, across agencies, aggregators and carriers). */
export async function assertHostnameFree(db: Database | Tx, hostname: string, excludeId?: string) {
  if (await repo.hostnameTaken(db, hostname, excludeId)) {
    throw new AppError('CONFLICT', ORGANISATION_MESSAGES.hostnameTaken);
  }
}

/** A unique-index race on hostname surfaces as the same 409. */
export function rethrowUnique(error: unknown): never {
  if (pgCode(error) === '23505')
    throw new AppError('CONFLICT', ORGANISATION_MESSAGES.hostnameTaken);
  throw error;
}

export const pgCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

export const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);
