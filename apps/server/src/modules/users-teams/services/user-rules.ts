import {
  type AccountType,
  findRole as findCatalogueRole,
  hidesContactOptions,
  isActingAsProvider,
  mayWriteField,
  USERS_MESSAGES,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../users-teams.repository.ts';
import type { Caller } from '../../../context/index.ts';

const badRequest = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { errors: [`${field}: ${message}`] });

/** The role row for a catalogue key of the organisation's account type (400 if it has none). */
export async function roleFor(tx: Tx, accountType: AccountType, key: string) {
  const known = findCatalogueRole(accountType, key);
  const row = known ? await repo.findRole(tx, accountType, key) : undefined;
  if (!row) throw badRequest('role', USERS_MESSAGES.roleUnknown);
  return row;
}

/**
 * The contact flags as stored: the Technician role has none (spec 2 §4), and only provider
 * staff set a slack handle (spec 2 §6).
 */
export function userExtras(
  caller: Caller,
  role: { key: string; name: string },
  input: { primaryContact?: boolean; billingContact?: boolean; slackHandle?: string | null },
) {
  if (
    input.slackHandle &&
    !mayWriteField('user', isActingAsProvider(caller.claims), 'slackHandle')
  ) {
    throw badRequest('slackHandle', USERS_MESSAGES.slackHandleStaffOnly);
  }
  const hidden = hidesContactOptions(role);
  return {
    isPrimaryContact: hidden ? false : (input.primaryContact ?? false),
    isBillingContact: hidden ? false : (input.billingContact ?? false),
    slackHandle: input.slackHandle ? input.slackHandle.replace(/^@/, '') : null,
  };
}

/** The organisation must keep at least one admin. */
export async function assertNotLastAdmin(tx: Tx, organisationId: string) {
  if ((await repo.countAdmins(tx, organisationId)) <= 1) {
    throw new AppError('CONFLICT', USERS_MESSAGES.lastAdmin);
  }
}
