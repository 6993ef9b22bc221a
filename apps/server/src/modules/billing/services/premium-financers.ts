import {
  financerTerms,
  isActingAsProvider,
  MESSAGES,
  PAYMENT_MESSAGES,
  PREMIUM_FINANCER_MESSAGES as M,
  REGION_SETTINGS,
  type CreatePremiumFinancerSchema,
  type PayPremiumFinancerSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditActor } from '../../../lib/audit.ts';
import type { Tx } from '../../../db/client.ts';
import { publishEvent } from '../../../lib/events.ts';
import { money } from '../../../lib/pdf.ts';
import { lockPolicyForBilling, setPolicyPayment } from '../../policies/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../payments.repository.ts';
import { ledgerOf, paymentStatusOf, type LockedPolicy } from './payments.ts';
import { recordSettledPayment } from './record-payment.ts';
import { toFinancer } from './staff-records.ts';

/**
 * Third-party premium financers (spec 3 §2 "add premium financer", §3, §8; decision 055): the
 * insured finances its premium with a premium finance company of its choosing. Staff record the
 * company and its terms — the platform computes them from what is due now, whatever the form
 * sent — and, when the company pays the amount financed, record that payment, which settles the
 * policy's invoices like any other. The insured pays the down payment on the payment page.
 */

/** Run `work` for provider staff in a transaction holding the policy's row (404: not theirs). */
async function asStaffOnPolicy<T>(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  policyId: string,
  work: (tx: Tx, policy: LockedPolicy, actor: AuditActor, now: Date) => Promise<T>,
): Promise<T> {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const actor = actorOf(caller.actor, ctx);
  return deps.db.transaction(async (tx) => {
    const policy = await lockPolicyForBilling(tx, caller, policyId);
    if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
    return work(tx, policy, actor, deps.clock.now());
  });
}

const amountText = (currency: string, minor: number) =>
  money(REGION_SETTINGS[currency === 'GBP' ? 'UK' : 'US'].currencySymbol, minor);

/**
 * POST /api/billing/v1/create/premiumFinance: record the policy's premium financer (staff). A
 * policy already financed (a financer, or the installment plan) is a 409, as is one with nothing
 * due or a payment in process; the down payment must leave something to finance.
 */
export async function createPremiumFinancer(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof CreatePremiumFinancerSchema>,
) {
  return asStaffOnPolicy(deps, caller, ctx, body.policyId, async (tx, policy, actor, now) => {
    if ((await repo.findFinancer(tx, policy.id)) || (await repo.findPlan(tx, policy.id)))
      throw new AppError('CONFLICT', M.alreadyFinanced);
    if ((await repo.inProcessTotal(tx, policy.id)) > 0)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.inProcess);
    const due = (await ledgerOf(tx, policy.id)).balance;
    if (due <= 0) throw new AppError('CONFLICT', M.nothingDue);
    if (body.downPayment >= due) throw new AppError('BAD_REQUEST', M.downPaymentTooLarge);
    const terms = financerTerms({
      totalPremium: due,
      downPayment: body.downPayment,
      aprBps: body.apr,
      installments: body.numberOfInstallments,
    });
    const financer = await repo.insertFinancer(tx, {
      policyId: policy.id,
      financerName: body.financerName,
      aprBps: body.apr,
      numberOfInstallments: body.numberOfInstallments,
      currency: policy.currency,
      ...terms,
      status: 'RECORDED',
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'premium-financer.create',
        entityType: 'policy',
        entityId: policy.id,
        after: { financer: financer.financerName, ...terms, apr: body.apr },
      },
      now,
    );
    await publishEvent(deps, tx, {
      type: 'policy.financed',
      data: {
        policy: { id: policy.id, policyNumber: policy.policyNumber, accountId: policy.accountId },
        plan: {
          id: financer.id,
          financerName: financer.financerName,
          downPayment: financer.downPayment,
          amountFinanced: financer.amountFinanced,
          numberOfInstallments: financer.numberOfInstallments,
          installmentAmount: financer.installmentAmount,
          firstInstallmentDue: null,
          currency: financer.currency,
        },
      },
      organisationIds: [policy.agencyId, policy.accountId],
    });
    return { message: M.added(financer.financerName), financer: toFinancer(financer) };
  });
}

/**
 * PUT /api/billing/v1/pay/premiumFinance: the financer paid the amount financed (staff). It is
 * recorded as a settled wire from the financer and settles the oldest invoices first; paying
 * twice is a 409, and so is an amount financed larger than what is now due.
 */
export async function payPremiumFinancer(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof PayPremiumFinancerSchema>,
) {
  return asStaffOnPolicy(deps, caller, ctx, body.policyId, async (tx, policy, actor, now) => {
    const financer = await repo.findFinancer(tx, policy.id);
    if (!financer) throw new AppError('NOT_FOUND', M.notRecorded);
    if (financer.status === 'FUNDED') throw new AppError('CONFLICT', M.alreadyFunded);
    const due = (await ledgerOf(tx, policy.id)).balance;
    if (financer.amountFinanced > due)
      throw new AppError(
        'CONFLICT',
        M.financedMoreThanDue(amountText(policy.currency, Math.max(0, due))),
      );
    const recorded = await recordSettledPayment(tx, {
      policy,
      method: 'WIRE',
      amount: financer.amountFinanced,
      description: `Premium finance: ${financer.financerName}${body.reference ? ` (${body.reference})` : ''}`,
      actor,
      now,
    });
    const funded = await repo.updateFinancer(tx, financer.id, {
      status: 'FUNDED',
      paymentId: recorded?.payment.id ?? null,
      fundedAt: now,
    });
    await setPolicyPayment(tx, policy.id, {
      paymentStatus: await paymentStatusOf(tx, policy.id),
      now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'premium-financer.funded',
        entityType: 'policy',
        entityId: policy.id,
        after: { financer: financer.financerName, amount: financer.amountFinanced },
      },
      now,
    );
    return { message: M.funded(financer.financerName), financer: toFinancer(funded) };
  });
}
