import {
  annualPaymentDueOf,
  FINANCING_MESSAGES as M,
  formatRegionDate,
  MESSAGES,
  PAYMENT_MESSAGES,
  regionOfCurrency,
  type DisaffirmRequestSchema,
  type FinanceQuoteRequestSchema,
  type FinancingAcceptanceSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { requirePolicy, setPolicyPayment } from '../../policies/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as agreements from '../financing.repository.ts';
import * as repo from '../payments.repository.ts';
import { insertQuote, sign, toAgreement } from './agreement-records.ts';
import { billingScopeOf, onPayersPolicy } from './invoices.ts';
import { financingOffer, ledgerOf, paymentStatusOf } from './payments.ts';
import { reverseJournal } from './settlement.ts';

/*
 * The platform's premium finance agreement (decision 056): quote, accept with a signature,
 * disaffirm within ten days; the agreement PDF. The down payment's activation is in takeUpPlan.
 */

/**
 * POST /api/billing/v1/finance: a financing quote (decision 056). The payer side only; the policy
 * locked. An unexpired quote or signed agreement for the same amount due is returned as it is
 * (asking twice gives one quote); one for another amount, or expired, is superseded. Refused
 * (409) when the policy has no agency (the agreement names the producer: the spec's 'Agency
 * Details Missing' message), is already financed, or financing is not offered.
 */
export async function requestFinanceQuote(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof FinanceQuoteRequestSchema>,
) {
  return onPayersPolicy(deps, caller, body.policyId, async (tx, policy, now, today) => {
    if (!policy.agencyId) throw new AppError('CONFLICT', M.agencyMissing);
    const live = await agreements.liveAgreement(tx, policy.id);
    if (live?.status === 'ACTIVE') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyFinanced);
    const l = await ledgerOf(tx, policy.id);
    const inProcess = await repo.inProcessTotal(tx, policy.id);
    const partner = await financingOffer(tx, policy, l, inProcess);
    if (!partner) throw new AppError('CONFLICT', PAYMENT_MESSAGES.financingNotOffered);
    if (live && live.amountDue === l.balance && live.expiresOn >= today)
      return {
        message: `Financing quote ${live.quoteNumber}`,
        agreement: toAgreement(live, policy.policyNumber, today, true),
      };
    if (live) await agreements.updateAgreement(tx, live.id, { status: 'SUPERSEDED' });
    const row = await insertQuote(tx, policy, l.balance, partner, caller.actor.userId, now);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'financing.quote',
        entityType: 'policy',
        entityId: policy.id,
        after: {
          quoteNumber: row.quoteNumber,
          apr: row.aprBps,
          amountFinanced: row.amountFinanced,
          superseded: live?.quoteNumber ?? null,
        },
      },
      now,
    );
    return {
      message: `Financing quote ${row.quoteNumber}`,
      agreement: toAgreement(row, policy.policyNumber, today, true),
    };
  });
}

/**
 * POST /api/billing/v1/agreement: accept the financing quote with a signature (spec 3 §3:
 * policyId, signature (full name), email, productType). Records the signer's name, e-mail,
 * user, time, IP, user agent and the SHA-256 of the agreement's text. The quote must be the
 * live one, unexpired, for the policy's product, and for what is owed now; signing twice is a 409.
 */
export async function acceptFinancing(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof FinancingAcceptanceSchema>,
) {
  return onPayersPolicy(deps, caller, body.policyId, async (tx, policy, now, today) => {
    if (body.productType !== policy.product) throw new AppError('BAD_REQUEST', M.productMismatch);
    const live = await agreements.liveAgreement(tx, policy.id);
    if (!live) throw new AppError('CONFLICT', M.noQuote);
    if (live.status !== 'QUOTED') throw new AppError('CONFLICT', M.alreadySigned);
    if (live.expiresOn < today) throw new AppError('CONFLICT', M.quoteExpired);
    if ((await ledgerOf(tx, policy.id)).balance !== live.amountDue)
      throw new AppError('CONFLICT', M.quoteChanged);
    const signed = await sign(
      tx,
      live,
      policy.policyNumber,
      {
        signature: body.signature,
        email: body.email,
        userId: caller.actor.userId,
        ip: ctx.ip,
        userAgent: ctx.userAgent ?? null,
      },
      now,
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'financing.sign',
        entityType: 'policy',
        entityId: policy.id,
        after: {
          quoteNumber: signed.quoteNumber,
          signature: signed.signature,
          email: signed.signerEmail,
          documentHash: signed.documentHash,
        },
      },
      now,
    );
    return {
      message: M.accepted,
      agreement: toAgreement(signed, policy.policyNumber, today, true),
    };
  });
}

/**
 * POST /api/billing/v1/finance/disaffirm: within ten days of the down payment the insured may undo
 * the agreement (spec 3 §4). In one transaction: the plan's FINANCING journal reversed (the amount
 * financed owed by the insured again), the plan and the agreement DISAFFIRMED, the policy no
 * longer premium financed, and the annual payment — every invoice still owed — due within thirty
 * days. After the window: 409.
 */
export async function disaffirmFinancing(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof DisaffirmRequestSchema>,
) {
  return onPayersPolicy(deps, caller, body.policyId, async (tx, policy, now, today) => {
    const live = await agreements.liveAgreement(tx, policy.id);
    const plan = await repo.findPlan(tx, policy.id);
    if (live?.status !== 'ACTIVE' || !plan || plan.status !== 'ACTIVE')
      throw new AppError('CONFLICT', M.notFinanced);
    if (!live.disaffirmBy || today > live.disaffirmBy)
      throw new AppError('CONFLICT', M.disaffirmClosed);
    const actor: AuditActor = actorOf(caller.actor, ctx);
    const reversal = plan.journalId
      ? await reverseJournal(
          tx,
          policy,
          plan.journalId,
          actor,
          now,
          `Premium financing disaffirmed: ${live.quoteNumber}`,
        )
      : null;
    await repo.setPlanStatus(tx, plan.id, 'DISAFFIRMED');
    const annualPaymentDue = annualPaymentDueOf(today);
    const disaffirmed = await agreements.updateAgreement(tx, live.id, {
      status: 'DISAFFIRMED',
      disaffirmedAt: now,
      disaffirmedBy: caller.actor.userId,
      annualPaymentDue,
    });
    const owed = (await repo.openInvoices(tx, policy.id)).filter((i) => i.owed > 0);
    await agreements.setInvoicesDue(
      tx,
      owed.map((i) => i.invoiceId),
      annualPaymentDue,
    );
    await setPolicyPayment(tx, policy.id, {
      paymentStatus: await paymentStatusOf(tx, policy.id),
      financerId: null,
      now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'financing.disaffirm',
        entityType: 'policy',
        entityId: policy.id,
        after: {
          quoteNumber: live.quoteNumber,
          reversalJournalId: reversal?.id ?? null,
          annualPaymentDue,
          owed: owed.reduce((sum, i) => sum + i.owed, 0),
        },
      },
      now,
    );
    return {
      message: M.disaffirmed(formatRegionDate(annualPaymentDue, regionOfCurrency(policy.currency))),
      agreement: toAgreement(disaffirmed, policy.policyNumber, today, true),
    };
  });
}

/** The agreement a caller may read (whoever reads the policy's billing), else 404. */
export async function readableAgreement(deps: Pick<BillingDeps, 'db'>, caller: Caller, id: string) {
  if (billingScopeOf(caller).kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const row = await agreements.findAgreement(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Agreement not found');
  const policy = await requirePolicy(deps.db, caller, row.policyId).catch(() => null);
  if (!policy) throw new AppError('NOT_FOUND', 'Agreement not found');
  return { row, policy };
}
