import { createHash } from 'node:crypto';
import {
  canMovePayment,
  isActingAsProvider,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  STAFF_PAYMENT_MESSAGES,
  type ApplyPaymentSchema,
  type ClosePaymentSchema,
  type Payment,
  type PaymentStatus,
  type UpdateTransactionSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import { lockPolicyForBilling, setPolicyPayment } from '../../policies/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../payments.repository.ts';
import {
  ledgerOf,
  paymentEventData,
  paymentStatusOf,
  settle,
  toPayment,
  type LockedPolicy,
} from './payments.ts';
import { postSettlement, reverseJournal } from './settlement.ts';

/**
 * Staff payment tools (spec 3 §2 "Payments"; decision 053): payments received outside the
 * processor, editing, settling, failing and voiding transactions, and closing a balance with
 * comments. Provider staff only (the `billing:manage` permission is also held by other
 * organisations' admins, for their own payment methods).
 */
function requireStaff(caller: Caller) {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

async function lockedPolicy(tx: Tx, caller: Caller, policyId: string): Promise<LockedPolicy> {
  const policy = await lockPolicyForBilling(tx, caller, policyId);
  if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
  return policy;
}

const invoiceNumberOf = async (tx: Tx, policyId: string, paymentId: string) =>
  (await repo.paymentsOfPolicy(tx, policyId, 100)).find((r) => r.p.id === paymentId)
    ?.invoiceNumber ?? null;

const recordHashOf = (body: z.output<typeof ApplyPaymentSchema>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        'record',
        body.policyId,
        body.amountPaid,
        body.paymentMethod,
        body.paymentDate,
        body.transactionId,
        body.status,
      ]),
    )
    .digest('hex');

async function refreshStatus(tx: Tx, policyId: string, now: Date) {
  await setPolicyPayment(tx, policyId, { paymentStatus: await paymentStatusOf(tx, policyId), now });
}

/**
 * POST /api/billing/v1/external/applyPayment: a payment received by check, wire, ACH or a card
 * taken by phone, recorded by staff (Idempotency-Key header: a retry records it once). Paid posts
 * it at once; In Process (a check deposited, not yet cleared) waits for staff to mark it Paid or
 * Failed. It may not be more than is owed less what is already in process.
 */
export async function applyExternalPayment(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof ApplyPaymentSchema>,
  idempotencyKey: string,
): Promise<{ payment: Payment; replayed: boolean }> {
  requireStaff(caller);
  const actor = actorOf(caller.actor, ctx);
  const hash = recordHashOf(body);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockedPolicy(tx, caller, body.policyId);
    const existing = await repo.findPaymentByKey(tx, policy.id, idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash) throw new AppError('CONFLICT', PAYMENT_MESSAGES.keyReused);
      return {
        payment: toPayment(
          existing,
          policy.policyNumber,
          await invoiceNumberOf(tx, policy.id, existing.id),
        ),
        replayed: true,
      };
    }
    if (body.amountPaid <= 0) throw new AppError('BAD_REQUEST', STAFF_PAYMENT_MESSAGES.zeroAmount);
    if (body.paymentDate > now.toISOString().slice(0, 10))
      throw new AppError('BAD_REQUEST', STAFF_PAYMENT_MESSAGES.futureDate);
    const l = await ledgerOf(tx, policy.id);
    if (l.balance <= 0) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.nothingDue);
    const inProcess = await repo.inProcessTotal(tx, policy.id);
    if (body.amountPaid > l.balance - inProcess)
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountTooLarge);
    let payment = await repo.insertPayment(tx, {
      policyId: policy.id,
      accountId: policy.accountId,
      agencyId: policy.agencyId,
      idempotencyKey,
      requestHash: hash,
      method: body.paymentMethod,
      processor: 'manual',
      processorRef: body.transactionId,
      status: 'IN_PROCESS',
      currency: policy.currency,
      amount: body.amountPaid,
      description: body.paymentDesc,
      paidOn: body.paymentDate,
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'payment.record',
        entityType: 'policy',
        entityId: policy.id,
        after: {
          payment: payment.id,
          amount: payment.amount,
          method: payment.method,
          status: body.status,
          transactionId: body.transactionId,
        },
      },
      now,
    );
    if (body.status === 'PAID') payment = await settle(deps, tx, policy, payment, actor, now);
    else await refreshStatus(tx, policy.id, now);
    return {
      payment: toPayment(
        payment,
        policy.policyNumber,
        await invoiceNumberOf(tx, policy.id, payment.id),
      ),
      replayed: false,
    };
  });
}

/** Undo a paid payment's journal: a REVERSAL journal of the same entries the other way round. */
const reversePayment = (
  tx: Tx,
  policy: LockedPolicy,
  payment: repo.PaymentRow,
  actor: AuditActor,
  now: Date,
  reason: string,
) =>
  payment.journalId
    ? reverseJournal(tx, policy, payment.journalId, actor, now, `Payment voided: ${reason}`)
    : null;

/**
 * PUT /api/billing/v1/transaction: edit a payment transaction (decision 053). Staff may move a
 * payment they recorded along PAYMENT_TRANSITIONS — In Process to Paid (posted then), Failed or
 * Void; Paid to Void (its journal reversed, the invoices owed again) — and correct its date,
 * reference, description and, while it is in process, its amount. A payment taken through the
 * processor is the processor's to settle: only its description may be edited. A down payment
 * is not voided while its installment plan stands.
 */
export async function updateTransaction(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof UpdateTransactionSchema>,
): Promise<Payment> {
  requireStaff(caller);
  const actor = actorOf(caller.actor, ctx);
  const found = await repo.findPayment(deps.db, body.id);
  if (!found) throw new AppError('NOT_FOUND', STAFF_PAYMENT_MESSAGES.transactionNotFound);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockedPolicy(tx, caller, found.policyId);
    const payment = await repo.findPayment(tx, body.id);
    if (!payment) throw new AppError('NOT_FOUND', STAFF_PAYMENT_MESSAGES.transactionNotFound);
    const from = payment.status as PaymentStatus;
    const to = body.status;
    if (!canMovePayment(from, to))
      throw new AppError(
        'CONFLICT',
        STAFF_PAYMENT_MESSAGES.transition(PAYMENT_STATUS_LABELS[from], PAYMENT_STATUS_LABELS[to]),
      );
    const paidOn = payment.paidOn ?? payment.createdAt.toISOString().slice(0, 10);
    const changesTerms =
      to !== from ||
      body.amountPaid !== payment.amount ||
      body.paymentDate !== paidOn ||
      body.transactionId !== (payment.processorRef ?? '');
    if (payment.processor !== 'manual' && changesTerms)
      throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.processorManaged);
    if (body.paymentDate > now.toISOString().slice(0, 10))
      throw new AppError('BAD_REQUEST', STAFF_PAYMENT_MESSAGES.futureDate);
    if (body.amountPaid !== payment.amount) {
      if (from !== 'IN_PROCESS' || to === 'VOID' || to === 'FAILED')
        throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.amountLocked);
      if (body.amountPaid <= 0)
        throw new AppError('BAD_REQUEST', STAFF_PAYMENT_MESSAGES.zeroAmount);
      const l = await ledgerOf(tx, policy.id);
      const otherInProcess = (await repo.inProcessTotal(tx, policy.id)) - payment.amount;
      if (body.amountPaid > l.balance - otherInProcess)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountTooLarge);
    }
    if (from === 'PAID' && to === 'VOID' && payment.isDownPayment)
      throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.downPaymentVoid);

    let updated = await repo.updatePayment(tx, payment.id, {
      amount: body.amountPaid,
      paidOn: body.paymentDate,
      processorRef: body.transactionId,
      description: body.paymentDesc,
      updatedBy: caller.actor.userId,
      updatedAt: now,
    });
    if (from === 'IN_PROCESS' && to === 'PAID') {
      updated = await settle(deps, tx, policy, updated, actor, now);
    } else if (to === 'FAILED' && from !== 'FAILED') {
      updated = await repo.updatePayment(tx, payment.id, {
        status: 'FAILED',
        failureMessage: body.paymentDesc,
        settledAt: now,
      });
      await publishEvent(deps, tx, {
        type: 'payment.failed',
        data: { payment: paymentEventData(updated, policy) },
        organisationIds: [policy.agencyId, policy.accountId],
      });
    } else if (to === 'VOID' && from !== 'VOID') {
      const reversal =
        from === 'PAID'
          ? await reversePayment(tx, policy, updated, actor, now, body.paymentDesc)
          : null;
      updated = await repo.updatePayment(tx, payment.id, {
        status: 'VOID',
        reversalJournalId: reversal?.id ?? null,
      });
    }
    await refreshStatus(tx, policy.id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'payment.update',
        entityType: 'policy',
        entityId: policy.id,
        before: {
          payment: payment.id,
          status: from,
          amount: payment.amount,
          paidOn,
          transactionId: payment.processorRef,
          description: payment.description,
        },
        after: {
          payment: payment.id,
          status: updated.status,
          amount: updated.amount,
          paidOn: updated.paidOn,
          transactionId: updated.processorRef,
          description: updated.description,
        },
      },
      now,
    );
    return toPayment(
      updated,
      policy.policyNumber,
      await invoiceNumberOf(tx, policy.id, updated.id),
    );
  });
}

/**
 * POST /api/billing/v1/close: close the policy's balance with comments (decision 053). What is
 * still owed on each invoice is written off (WRITE_OFF debited, the receivable credited per
 * invoice; a credit still owed back is cleared the same way), so every invoice reads settled and
 * the policy Paid. Refused while a payment is in process or when nothing is owed.
 */
export async function closeBalance(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof ClosePaymentSchema>,
): Promise<{ message: string }> {
  requireStaff(caller);
  const actor = actorOf(caller.actor, ctx);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockedPolicy(tx, caller, body.policyId);
    if ((await repo.inProcessTotal(tx, policy.id)) > 0)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.inProcess);
    const l = await ledgerOf(tx, policy.id);
    if (l.balance <= 0) throw new AppError('CONFLICT', STAFF_PAYMENT_MESSAGES.nothingToClose);
    const allocations = (await repo.openInvoices(tx, policy.id))
      .filter((i) => i.owed !== 0)
      .map((i) => ({ invoiceId: i.invoiceId, amount: i.owed }));
    const journal = await postSettlement(
      tx,
      policy,
      'WRITE_OFF',
      'WRITE_OFF',
      allocations,
      actor,
      now,
      body.description,
    );
    await refreshStatus(tx, policy.id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'billing.close',
        entityType: 'policy',
        entityId: policy.id,
        after: { journal: journal.id, amount: l.balance, description: body.description },
      },
      now,
    );
    return { message: STAFF_PAYMENT_MESSAGES.balanceClosed(policy.policyNumber) };
  });
}
