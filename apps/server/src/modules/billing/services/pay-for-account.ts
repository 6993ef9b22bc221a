import { createHash } from 'node:crypto';
import {
  AGENCY_BILL_MESSAGES,
  PAY_FOR_ACCOUNT_MESSAGES as M,
  PAYMENT_MESSAGES,
  REGION_SETTINGS,
  regionOfCurrency,
  type AccountDue,
  type AccountPaymentResult,
  type PayForAccountSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf } from '../../../lib/audit.ts';
import { money } from '../../../lib/pdf.ts';
import { lockPolicyForBilling, requirePolicy } from '../../policies/index.ts';
import { isAgencyBilled } from '../agency-bill.repository.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../payments.repository.ts';
import { requirePayerSide } from './invoices.ts';
import { ledgerOf, paymentToken, recordCharge, toPayment, type LockedPolicy } from './payments.ts';

/*
 * Paying for an account (spec 3 §7 payfor/{accountId}; decision 060): an insured with several
 * policies pays what it owes on all of them in one charge. Each policy's balance is settled by its
 * own payment (so every policy's ledger, status and history read as if paid alone), all under the
 * one processor reference and the caller's Idempotency-Key.
 */

/** Why a policy with money owed is not paid here, or null when it is. */
async function exclusionOf(
  db: BillingDeps['db'] | Tx,
  policy: { id: string; agencyName: string | null },
) {
  if (await isAgencyBilled(db, policy.id))
    return AGENCY_BILL_MESSAGES.agencyBilledPolicy(policy.agencyName ?? 'the agency');
  if ((await repo.inProcessTotal(db, policy.id)) > 0) return PAYMENT_MESSAGES.inProcess;
  return null;
}

/** The caller's view of the account's policies with money owed (another's: none). */
async function owedPolicies(deps: Pick<BillingDeps, 'db'>, caller: Caller, accountId: string) {
  const owed = await repo.owedPoliciesOfAccount(deps.db, accountId);
  const readable = await Promise.all(
    owed.map(async (o) => {
      const policy = await requirePolicy(deps.db, caller, o.policyId).catch(() => null);
      return policy ? { policy, owed: o.owed } : null;
    }),
  );
  return readable.filter((r) => r !== null);
}

/** GET /api/billing/v1/payfor/{accountId}: what the account owes, policy by policy. */
export async function accountDue(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  accountId: string,
): Promise<AccountDue> {
  requirePayerSide(caller);
  const policies: AccountDue['policies'] = [];
  const excluded: AccountDue['excluded'] = [];
  let currency: string | null = null;
  for (const { policy, owed } of await owedPolicies(deps, caller, accountId)) {
    const why = await exclusionOf(deps.db, policy);
    if (why) excluded.push({ policyId: policy.id, policyNumber: policy.policyNumber, reason: why });
    else {
      currency ??= policy.currency;
      policies.push({
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        companyName: policy.companyName,
        amountDue: owed,
      });
    }
  }
  return {
    accountId,
    currency: currency === null ? null : currency === 'GBP' ? 'GBP' : 'USD',
    amountDue: policies.reduce((s, p) => s + p.amountDue, 0),
    policies,
    excluded,
  };
}

const requestHashOf = (accountId: string, body: z.output<typeof PayForAccountSchema>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        'payfor',
        accountId,
        body.amount,
        body.paymentMethod,
        body.token ?? null,
        body.savedMethodId ?? null,
      ]),
    )
    .digest('hex');

/**
 * POST /api/billing/v1/payfor/{accountId} (Idempotency-Key): one charge for what the account
 * owes on the policies it may pay here. The policies are locked in id order (two payments of one
 * account run one at a time, without deadlock); `amount` must be the total due now (else 409:
 * the payer reviews it again); the same key answers with the payments it made, a different
 * request under it is a 409.
 */
export async function payForAccount(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  accountId: string,
  body: z.output<typeof PayForAccountSchema>,
  idempotencyKey: string,
): Promise<{ result: AccountPaymentResult; replayed: boolean }> {
  const processor = deps.processor;
  if (!processor) throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.notConfigured);
  requirePayerSide(caller);
  const hash = requestHashOf(accountId, body);
  const actor = actorOf(caller.actor, ctx);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const locked: LockedPolicy[] = [];
    for (const o of await repo.owedPoliciesOfAccount(tx, accountId)) {
      const policy = await lockPolicyForBilling(tx, caller, o.policyId);
      if (policy) locked.push(policy);
    }
    const numbers = new Map(locked.map((p) => [p.id, p.policyNumber]));
    const prior = await repo.paymentsOfAccountKey(tx, accountId, idempotencyKey);
    if (prior.length > 0) {
      if (prior.some((p) => p.requestHash !== hash))
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.keyReused);
      return {
        result: resultOf(prior, numbers),
        replayed: true,
      };
    }
    const payable: { policy: LockedPolicy; owed: number }[] = [];
    for (const policy of locked) {
      if (await exclusionOf(tx, policy)) continue;
      const { balance } = await ledgerOf(tx, policy.id);
      if (balance > 0) payable.push({ policy, owed: balance });
    }
    if (payable.length === 0) throw new AppError('CONFLICT', M.nothingDue);
    const currencies = new Set(payable.map((p) => p.policy.currency));
    if (currencies.size > 1) throw new AppError('CONFLICT', M.mixedCurrencies);
    const total = payable.reduce((s, p) => s + p.owed, 0);
    if (body.amount !== total) throw new AppError('CONFLICT', M.amountChanged);
    const { token, details } = await paymentToken(processor, tx, caller, accountId, body);
    const currency = payable[0]!.policy.currency;
    const outcome = await processor.charge({
      token,
      amount: total,
      currency,
      idempotencyKey: `account:${accountId}:${idempotencyKey}`,
      description: `${payable[0]!.policy.namedInsured}: ${payable.map((p) => p.policy.policyNumber).join(', ')}`,
    });
    const made = [];
    for (const { policy, owed } of payable)
      made.push(
        await recordCharge(
          deps,
          tx,
          policy,
          {
            idempotencyKey,
            requestHash: hash,
            method: body.paymentMethod,
            outcome,
            amount: owed,
            isDownPayment: false,
            details,
            description: 'Payment (all policies of the account)',
            userId: caller.actor.userId,
          },
          actor,
          now,
        ),
      );
    return { result: resultOf(made, numbers), replayed: false };
  });
}

function resultOf(rows: repo.PaymentRow[], numbers: Map<string, string>): AccountPaymentResult {
  const total = rows.reduce((s, p) => s + p.amount, 0);
  const currency = rows[0]?.currency ?? 'USD';
  const amount = money(REGION_SETTINGS[regionOfCurrency(currency)].currencySymbol, total);
  const failed = rows.some((r) => r.status === 'FAILED');
  const processing = rows.some((r) => r.status === 'IN_PROCESS');
  return {
    message: failed
      ? (rows[0]?.failureMessage ?? PAYMENT_MESSAGES.failed)
      : processing
        ? M.processing(amount, rows.length)
        : M.paid(amount, rows.length),
    payments: rows.map((p) => toPayment(p, numbers.get(p.policyId) ?? '', null)),
  };
}
