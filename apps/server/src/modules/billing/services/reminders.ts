import {
  AGENCY_BILL_MESSAGES,
  CHECK_IN_MAIL_QUIET_DAYS,
  formatRegionDate,
  MESSAGES,
  PRODUCT_NAMES,
  REGION_SETTINGS,
  STAFF_PAYMENT_MESSAGES,
  type AccountingSendSchema,
  type PaymentReminders,
  type ProductCode,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { money } from '../../../lib/pdf.ts';
import { lockPolicyForBilling, policyholderContact, requirePolicy } from '../../policies/index.ts';
import { isAgencyBilled } from '../agency-bill.repository.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as ledger from '../billing.repository.ts';
import * as repo from '../payments.repository.ts';
import { billingContactRecipients } from './billing-contacts.ts';
import { billingScopeOf } from './invoices.ts';
import { ledgerOf, type LockedPolicy } from './payments.ts';
import { remittanceLines } from './remittance.ts';
import { remindersOf } from './staff-records.ts';

/** The scheduled reminder writes about invoices due within this many days, or overdue. */
export const REMIND_DAYS_BEFORE_DUE = 7;
/** …and at most once in this many days per policy (a reminder sent by hand counts). */
export const REMIND_EVERY_DAYS = 7;
/** Policies the reminder job sends to that are still live (not cancelled or expired). */
const REMINDED_STATUSES = new Set(['BOUND', 'ISSUED', 'IN FORCE']);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reminders are sent by provider staff and by the agency that placed the policy. */
function requireStaffOrAgency(caller: Caller) {
  const kind = billingScopeOf(caller).kind;
  if (kind !== 'ALL' && kind !== 'AGENCY') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** What an e-mail about money owed on a policy says: the amount, each open invoice, how to pay. */
async function owedLines(db: BillingDeps['db'] | Tx, policy: LockedPolicy, balance: number) {
  const region = policy.currency === 'GBP' ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const product = PRODUCT_NAMES[policy.product as ProductCode] ?? policy.product;
  const open = (await ledger.invoicesOfPolicy(db, policy.id)).filter((r) => r.balance > 0);
  return [
    `${money(symbol, balance)} is due on ${policy.namedInsured}'s ${product} policy ${policy.policyNumber}.`,
    ...open.map(
      (r) =>
        `Invoice ${r.i.invoiceNumber}: ${money(symbol, r.balance)} due ${formatRegionDate(r.i.dueDate, region)}.`,
    ),
    'Pay by card or bank account from the payment page, or by bank transfer to:',
    ...remittanceLines(policy.currency === 'GBP' ? 'GBP' : 'USD', policy.policyNumber),
  ];
}

/**
 * The reminder e-mail to the policyholder's contact and each billing contact (decision 057), in
 * the caller's transaction; the addresses it went to (none: nothing sent).
 */
async function mailReminder(
  deps: Pick<BillingDeps, 'messenger' | 'config'> & { db: BillingDeps['db'] | Tx },
  tx: Tx,
  policy: LockedPolicy,
  balance: number,
): Promise<string[]> {
  const holder = await policyholderContact(tx, policy);
  const seen = new Set<string>();
  const recipients = [
    ...(holder ? [holder] : []),
    ...(await billingContactRecipients(tx, policy.id)),
  ].filter((c) => {
    const key = c.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const paragraphs = recipients.length > 0 ? await owedLines(tx, policy, balance) : [];
  for (const contact of recipients) {
    const body = renderEmail({
      greeting: contact.name ? `Dear ${contact.name},` : 'Hello,',
      paragraphs,
      action: {
        label: 'Pay now',
        url: appLink(deps.config, `/policy/${policy.id}/accountant-payment`),
      },
    });
    await deps.messenger.email(tx, {
      to: contact.email,
      subject: `Payment reminder: policy ${policy.policyNumber}`,
      text: body.text,
      html: body.html,
      template: 'payment-reminder',
      userId: null,
      organisationId: policy.accountId,
    });
  }
  return recipients.map((c) => c.email);
}

/**
 * POST /api/billing/v1/invoiceReminder/{id}: remind the policyholder now of what is owed on the
 * policy (spec 3 §8: 'Payment Reminder sent to {company}.'). Staff and the placing agency; the
 * scheduled reminder then waits a week.
 */
export async function sendReminder(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  policyId: string,
): Promise<{ message: string }> {
  requireStaffOrAgency(caller);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockPolicyForBilling(tx, caller, policyId);
    if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
    const { balance } = await ledgerOf(tx, policy.id);
    if (balance <= 0) throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.reminderNothingDue);
    if (await isAgencyBilled(tx, policy.id))
      throw new AppError(
        'CONFLICT',
        AGENCY_BILL_MESSAGES.agencyBilledPolicy(policy.agencyName ?? 'the agency'),
      );
    const to = await mailReminder(deps, tx, policy, balance);
    if (to.length === 0) throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.reminderNoContact);
    await repo.reminderSent(tx, policy.id, caller.actor.userId, now);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'billing.reminder',
        entityType: 'policy',
        entityId: policy.id,
        after: { to, amount: balance },
      },
      now,
    );
    return { message: STAFF_PAYMENT_MESSAGES.reminderSent(policy.namedInsured) };
  });
}

/** PUT /api/billing/v1/invoiceReminder/{id}: the invoice reminder toggle (scheduled reminders). */
export async function setInvoiceReminders(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  policyId: string,
  enabled: boolean,
): Promise<PaymentReminders & { message: string }> {
  requireStaffOrAgency(caller);
  const policy = await requirePolicy(deps.db, caller, policyId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.setRemindersEnabled(tx, policy.id, enabled, caller.actor.userId, now);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'billing.reminders-toggle',
        entityType: 'policy',
        entityId: policy.id,
        after: { enabled },
      },
      now,
    );
  });
  return {
    ...(await remindersOf(deps.db, policy.id)),
    message: enabled ? STAFF_PAYMENT_MESSAGES.remindersOn : STAFF_PAYMENT_MESSAGES.remindersOff,
  };
}

/**
 * The reminder job (daily): each live policy with money owed on an invoice due within a week or
 * overdue, reminders not turned off and none sent in the last week, is reminded — each in its
 * own transaction, the policy locked, at most 200 a run. Returns how many were sent.
 */
export async function remindDue(deps: BillingDeps): Promise<number> {
  const now = deps.clock.now();
  const dueBy = new Date(now.getTime() + REMIND_DAYS_BEFORE_DUE * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const quietSince = new Date(now.getTime() - REMIND_EVERY_DAYS * DAY_MS);
  const checkSince = new Date(now.getTime() - CHECK_IN_MAIL_QUIET_DAYS * DAY_MS);
  const ids = await repo.policiesToRemind(deps.db, dueBy, quietSince, 200, checkSince);
  let sent = 0;
  for (const id of ids) {
    await deps.db.transaction(async (tx) => {
      const policy = await lockPolicyForBilling(tx, null, id);
      if (!policy || !REMINDED_STATUSES.has(policy.status)) return;
      const { balance } = await ledgerOf(tx, policy.id);
      if (balance <= 0) return;
      if ((await mailReminder(deps, tx, policy, balance)).length === 0) return;
      await repo.reminderSent(tx, policy.id, null, now);
      sent++;
    });
  }
  return sent;
}

/**
 * POST /api/billing/v1/accounting: send the policy's invoice to the insured's accounting contact
 * (spec 3 §3 "Accounting send"): what is due, each open invoice and how to pay, with a link to
 * the payment page. Anyone who reads the policy's billing but the premium processor.
 */
export async function sendToAccounting(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof AccountingSendSchema>,
): Promise<{ message: string }> {
  const kind = billingScopeOf(caller).kind;
  if (kind === 'NONE' || kind === 'FINANCER') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockPolicyForBilling(tx, caller, body.policyId);
    if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
    const { balance } = await ledgerOf(tx, policy.id);
    if (balance <= 0) throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.reminderNothingDue);
    const mail = renderEmail({
      greeting: `Dear ${body.firstName} ${body.lastName},`,
      paragraphs: [
        `${policy.namedInsured} asked us to send you the invoice for its insurance policy ${policy.policyNumber}.`,
        ...(await owedLines(tx, policy, balance)),
        'Quote the policy number with your payment.',
      ],
    });
    await deps.messenger.email(tx, {
      to: body.email,
      subject: `Invoice for policy ${policy.policyNumber}`,
      text: mail.text,
      html: mail.html,
      template: 'invoice-to-accounting',
      userId: null,
      organisationId: policy.accountId,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'billing.accounting-send',
        entityType: 'policy',
        entityId: policy.id,
        after: {
          to: body.email,
          name: `${body.firstName} ${body.lastName}`,
          phone: body.phone,
          amount: balance,
        },
      },
      now,
    );
    return { message: STAFF_PAYMENT_MESSAGES.accountingSent(body.email) };
  });
}
