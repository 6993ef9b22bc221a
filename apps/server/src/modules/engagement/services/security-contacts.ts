import {
  ENGAGEMENT_MESSAGES,
  SECURITY_CONTACTS_MAX,
  isValidPhone,
  normalisePhone,
  type Region,
  type SecurityContact,
  type SecurityContactInputSchema,
  type SecurityContactList,
  type SecurityContactResult,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { EngagementDeps } from '../engagement.context.ts';
import * as repo from '../engagement.repository.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

type Input = z.output<typeof SecurityContactInputSchema>;

const toContact = (row: repo.SecurityContactRow): SecurityContact => ({
  id: row.id,
  accountId: row.accountId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  title: row.title,
  company: row.company,
  created: row.createdAt.toISOString(),
  lastUpdated: row.updatedAt.toISOString(),
});

const regionOf = (value: string): Region => (value === 'UK' ? 'UK' : 'US');

/** An insured account the caller may see (accounts' rule), with its region; otherwise a 404. */
async function requireAccount(db: EngagementDeps['db'] | Tx, caller: Caller, accountId: string) {
  const row = await repo.findVisibleAccount(db, scopeOf(caller), accountId);
  if (!row) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.accountNotFound);
  return { id: row.org.id, region: regionOf(row.org.region) };
}

/** The phone of the account's region, stored normalised; a 400 with the field's message. */
function checkedPhone(value: string, region: Region) {
  if (!isValidPhone(value, region)) {
    throw new AppError('BAD_REQUEST', ENGAGEMENT_MESSAGES.phoneInvalid, {
      errors: [`phoneNumber: ${ENGAGEMENT_MESSAGES.phoneInvalid}`],
    });
  }
  return normalisePhone(value, region);
}

async function assertEmailFree(tx: Tx, accountId: string, email: string, except?: string) {
  const other = await repo.findContactByEmail(tx, accountId, email);
  if (other && other.id !== except) {
    throw new AppError('CONFLICT', ENGAGEMENT_MESSAGES.contactEmailTaken, {
      errors: [`email: ${ENGAGEMENT_MESSAGES.contactEmailTaken}`],
    });
  }
}

/**
 * The security contacts of an account (spec 2 §3). Customers manage their own account's
 * (`/security-contacts`); staff and agencies read those of an account they may see.
 */
export async function listSecurityContacts(
  deps: EngagementDeps,
  caller: Caller,
  accountId: string,
): Promise<SecurityContactList> {
  const account = await requireAccount(deps.db, caller, accountId);
  const rows = await repo.listContacts(deps.db, account.id);
  return { content: rows.map(toContact), region: account.region, max: SECURITY_CONTACTS_MAX };
}

export async function addSecurityContact(
  deps: EngagementDeps,
  caller: Caller,
  accountId: string,
  input: Input,
  ctx: RequestContext,
): Promise<SecurityContactResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const account = await requireAccount(tx, caller, accountId);
    const phoneNumber = checkedPhone(input.phoneNumber, account.region);
    await repo.lockAccount(tx, account.id);
    if ((await repo.countContacts(tx, account.id)) >= SECURITY_CONTACTS_MAX) {
      throw new AppError('CONFLICT', ENGAGEMENT_MESSAGES.contactLimit);
    }
    await assertEmailFree(tx, account.id, input.email);
    const row = await repo.insertContact(tx, {
      accountId: account.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber,
      title: input.title,
      company: input.company,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'security-contact.create',
        entityType: 'security_contact',
        entityId: row.id,
        after: { accountId: account.id, email: row.email },
      },
      now,
    );
    return { message: ENGAGEMENT_MESSAGES.contactAdded, contact: toContact(row) };
  });
}

export async function updateSecurityContact(
  deps: EngagementDeps,
  caller: Caller,
  accountId: string,
  contactId: string,
  input: Input,
  ctx: RequestContext,
): Promise<SecurityContactResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const account = await requireAccount(tx, caller, accountId);
    const before = await repo.findContact(tx, account.id, contactId);
    if (!before) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.contactNotFound);
    const phoneNumber = checkedPhone(input.phoneNumber, account.region);
    await repo.lockAccount(tx, account.id);
    await assertEmailFree(tx, account.id, input.email, contactId);
    const row = await repo.updateContact(tx, contactId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber,
      title: input.title,
      company: input.company,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'security-contact.update',
        entityType: 'security_contact',
        entityId: row.id,
        before: toContact(before),
        after: toContact(row),
      },
      now,
    );
    return { message: ENGAGEMENT_MESSAGES.contactUpdated, contact: toContact(row) };
  });
}

export async function deleteSecurityContact(
  deps: EngagementDeps,
  caller: Caller,
  accountId: string,
  contactId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const account = await requireAccount(tx, caller, accountId);
    const before = await repo.findContact(tx, account.id, contactId);
    if (!before) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.contactNotFound);
    await repo.deleteContact(tx, contactId);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'security-contact.delete',
        entityType: 'security_contact',
        entityId: contactId,
        before: toContact(before),
      },
      now,
    );
  });
  return { message: ENGAGEMENT_MESSAGES.contactDeleted };
}
