import {
  CHECK_IN_MAIL,
  CHECK_IN_MAIL_MESSAGES as M,
  type PaymentDesc,
  type PolicyDescriptionSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { lockPolicyForBilling, requirePolicy } from '../../policies/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../payments.repository.ts';
import { requirePayerSide } from './invoices.ts';
import { ledgerOf } from './payments.ts';

/**
 * Check in mail (decision 055): whoever pays or places the policy — the policyholder, its agency,
 * provider staff — says a check is on its way; the scheduled reminders pause meanwhile.
 */
async function descOf(db: Database | Tx, policyId: string): Promise<PaymentDesc> {
  const [l, reminders, plan, financer, dueDate] = await Promise.all([
    ledgerOf(db, policyId),
    repo.findReminders(db, policyId),
    repo.findPlan(db, policyId),
    repo.findFinancer(db, policyId),
    repo.earliestOwedDue(db, policyId),
  ]);
  const mailed = reminders?.checkMailedAt ?? null;
  return {
    policyId,
    description: mailed ? CHECK_IN_MAIL : null,
    describedAt: mailed?.toISOString() ?? null,
    dueDate,
    dueAmount: Math.max(0, l.balance),
    premiumFinanced: plan?.status === 'ACTIVE' || financer !== null,
  };
}

/** GET /api/billing/v1/desc?policyId: the payment description, what is due and by when. */
export async function paymentDesc(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  policyId: string,
): Promise<PaymentDesc> {
  requirePayerSide(caller);
  const policy = await requirePolicy(deps.db, caller, policyId);
  return descOf(deps.db, policy.id);
}

/** PUT /api/policy/v1/description: note a check in the mail (nothing due: 409), or clear it. */
export async function setPolicyDescription(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof PolicyDescriptionSchema>,
) {
  requirePayerSide(caller);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockPolicyForBilling(tx, caller, body.policyId);
    if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
    if (body.description && (await ledgerOf(tx, policy.id)).balance <= 0)
      throw new AppError('CONFLICT', M.nothingDue);
    await repo.setCheckMailed(
      tx,
      policy.id,
      caller.actor.userId,
      body.description ? now : null,
      now,
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: body.description ? 'payment.check-in-mail' : 'payment.check-in-mail.clear',
        entityType: 'policy',
        entityId: policy.id,
        after: { description: body.description },
      },
      now,
    );
    return { message: body.description ? M.noted : M.cleared, desc: await descOf(tx, policy.id) };
  });
}
