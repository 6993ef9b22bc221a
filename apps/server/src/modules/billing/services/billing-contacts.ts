import {
  BILLING_CONTACT_MESSAGES as M,
  MAX_BILLING_CONTACTS,
  MESSAGES,
  type BillingContact,
  type BillingContactIdQuerySchema,
  type CreateBillingContactSchema,
  type UpdateBillingContactSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { lockPolicyForBilling, requirePolicy } from '../../policies/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../billing-contacts.repository.ts';
import { asPayer, billingScopeOf, onPayersPolicy } from './invoices.ts';

/*
 * Billing contacts (decision 057): who receives a policy's payment reminders besides the
 * policyholder's contact. Whoever reads the policy's billing lists them; the payer side — the
 * policyholder, its agency, provider staff — keeps them (a premium processor: 403). Each write
 * locks the policy, so the limit of five and one contact per e-mail hold under concurrency.
 */

const toContact = (row: repo.BillingContactRow): BillingContact => ({
  id: row.id,
  policyId: row.policyId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  created: row.createdAt.toISOString(),
});

/** The contacts' e-mail recipients, for the reminders (in the reminder's transaction). */
export const billingContactRecipients = async (tx: Tx, policyId: string) =>
  (await repo.contactsOf(tx, policyId)).map((c) => ({
    email: c.email,
    name: `${c.firstName} ${c.lastName}`,
  }));

/** GET /api/billing/v1/contact?policyId=: the policy's billing contacts, oldest first. */
export async function listContacts(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  policyId: string,
) {
  if (billingScopeOf(caller).kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const policy = await requirePolicy(deps.db, caller, policyId);
  return { content: (await repo.contactsOf(deps.db, policy.id)).map(toContact) };
}

/** The contact and its policy, locked for the caller (another's contact: 404). */
async function lockedContact(tx: Tx, caller: Caller, id: string) {
  const contact = await repo.findContact(tx, id);
  const policy = contact ? await lockPolicyForBilling(tx, caller, contact.policyId) : null;
  if (!contact || !policy) throw new AppError('NOT_FOUND', M.notFound);
  return { contact, policy };
}

const audit = (
  tx: Tx,
  caller: Caller,
  ctx: RequestContext,
  action: string,
  policyId: string,
  after: Record<string, unknown>,
  now: Date,
) =>
  recordAudit(
    tx,
    actorOf(caller.actor, ctx),
    { action, entityType: 'policy', entityId: policyId, after },
    now,
  );

/** POST /api/billing/v1/contact: add a billing contact (at most five; one per e-mail). */
export async function createContact(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof CreateBillingContactSchema>,
) {
  return onPayersPolicy(deps, caller, body.policyId, async (tx, policy, now) => {
    if ((await repo.contactsOf(tx, policy.id)).length >= MAX_BILLING_CONTACTS)
      throw new AppError('CONFLICT', M.tooMany);
    if (await repo.emailTaken(tx, policy.id, body.email))
      throw new AppError('CONFLICT', M.duplicate);
    const row = await repo.insertContact(tx, {
      policyId: policy.id,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, caller, ctx, 'billing.contact.create', policy.id, { email: row.email }, now);
    return { message: M.added(`${row.firstName} ${row.lastName}`), contact: toContact(row) };
  });
}

/** PUT /api/billing/v1/contact: correct a billing contact. */
export async function updateContact(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof UpdateBillingContactSchema>,
) {
  return asPayer(deps, caller, async (tx, now) => {
    const { contact, policy } = await lockedContact(tx, caller, body.id);
    if (await repo.emailTaken(tx, policy.id, body.email, contact.id))
      throw new AppError('CONFLICT', M.duplicate);
    const row = await repo.updateContact(tx, contact.id, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
      updatedAt: now,
    });
    await audit(
      tx,
      caller,
      ctx,
      'billing.contact.update',
      policy.id,
      { from: contact.email, email: row.email },
      now,
    );
    return { message: M.updated, contact: toContact(row) };
  });
}

/** DELETE /api/billing/v1/contact?id=: remove a billing contact. */
export async function deleteContact(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  query: z.output<typeof BillingContactIdQuerySchema>,
) {
  return asPayer(deps, caller, async (tx, now) => {
    const { contact, policy } = await lockedContact(tx, caller, query.id);
    await repo.deleteContact(tx, contact.id);
    await audit(
      tx,
      caller,
      ctx,
      'billing.contact.delete',
      policy.id,
      { email: contact.email },
      now,
    );
    return { message: M.deleted };
  });
}
