import { createHash } from 'node:crypto';
import {
  AGENCY_BILL_MESSAGES,
  allocatePayment,
  FINANCING_MESSAGES,
  FINANCING_MINIMUM_DUE,
  FINANCING_PARTNER_APR_BPS,
  financingTerms,
  MESSAGES,
  PAYMENT_MESSAGES,
  policyPaymentStatus,
  type FinancedPolicy,
  type FinancedQuerySchema,
  type InstallmentPlan,
  type FinancingTerms,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  type PayRequestSchema,
  type PolicyPaymentView,
  type ProductCode,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import { financingPartner } from '../../organisations/index.ts';
import { lockPolicyForBilling, requirePolicy, setPolicyPayment } from '../../policies/index.ts';
import { isAgencyBilled } from '../agency-bill.repository.ts';
import type { BillingDeps } from '../billing.context.ts';
import type { ChargeOutcome, TokenDetails } from '../processors/index.ts';
import * as ledger from '../billing.repository.ts';
import { liveAgreement } from '../financing.repository.ts';
import * as repo from '../payments.repository.ts';
import { billingScopeOf } from './invoices.ts';
import { agreementOf, proposedPlan } from './agreement-records.ts';
import { takeUpPlan } from './installment-plans.ts';
import { postSettlement } from './settlement.ts';
import { remindersOf, toFinancer, writeOffsOf } from './staff-records.ts';

export type LockedPolicy = NonNullable<Awaited<ReturnType<typeof lockPolicyForBilling>>>;

/** Policies a payment may be made on, and those an installment plan may be offered for. */
const FINANCEABLE_STATUSES = new Set(['BOUND', 'ISSUED', 'IN FORCE']);

/** A bank payment is settled three business days after it is made (spec 3 §9: 3–5). */
const SETTLEMENT_BUSINESS_DAYS = 3;

export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d;
}

/** The policy's ledger in brief: owed by the insured, received, and taken on by a financer. */
export async function ledgerOf(db: BillingDeps['db'] | Tx, policyId: string) {
  const accounts = await ledger.policyLedger(db, policyId);
  const of = (account: string) => Number(accounts.find((a) => a.account === account)?.amount ?? 0);
  const balance = of('RECEIVABLE');
  const paid = of('CASH');
  const financed = of('FINANCE_RECEIVABLE');
  return { balance, paid, financed, invoiced: balance + paid + financed };
}

/** The policy's payment status now, from its ledger and its payments (written to the policy). */
export async function paymentStatusOf(db: BillingDeps['db'] | Tx, policyId: string) {
  const l = await ledgerOf(db, policyId);
  const inProcess = await repo.inProcessTotal(db, policyId);
  const [latest] = await repo.paymentsOfPolicy(db, policyId, 1);
  return policyPaymentStatus({
    invoiced: l.invoiced,
    balance: l.balance,
    paid: l.paid + l.financed,
    inProcess,
    latest: (latest?.p.status as PaymentStatus | undefined) ?? null,
  });
}

export const toPayment = (p: repo.PaymentRow, policyNumber: string, invoiceNumber: string | null) =>
  ({
    id: p.id,
    transactionId: p.processorRef,
    policyId: p.policyId,
    policyNumber,
    invoiceNumber,
    status: p.status as PaymentStatus,
    paymentDate: p.paidOn ?? p.createdAt.toISOString(),
    paymentMethod: p.method as PaymentMethod,
    processorName: p.processor,
    currency: p.currency === 'GBP' ? 'GBP' : 'USD',
    amountPaid: p.amount,
    paymentDesc: p.description,
    lastFourDigits: p.last4,
    cardType: p.method === 'CREDIT_CARD' ? p.brand : null,
    bankName: p.bankName,
    isDownPayment: p.isDownPayment,
    failureMessage: p.failureMessage,
  }) satisfies Payment;

const planView = (
  plan: repo.InstallmentPlanRow | null,
  proposed: FinancingTerms | null,
  financerName: string,
): InstallmentPlan | null => {
  if (plan)
    return {
      id: plan.id,
      financerName: plan.financerName,
      amountDue: plan.amountDue,
      brokerFee: plan.brokerFee,
      mgaFee: plan.mgaFee,
      downPayment: plan.downPayment,
      amountFinanced: plan.amountFinanced,
      numberOfInstallments: plan.numberOfInstallments,
      installmentAmount: plan.installmentAmount,
      firstInstallmentDue: plan.firstInstallmentDue,
      installments: plan.installments,
      apr: plan.aprBps,
      financeCharge: plan.financeCharge,
      totalPaymentAmount: plan.totalPaymentAmount,
      status: plan.status === 'DISAFFIRMED' ? 'DISAFFIRMED' : 'ACTIVE',
    };
  if (!proposed) return null;
  const { aprBps, ...terms } = proposed;
  return { id: null, financerName, ...terms, apr: aprBps, status: null };
};

/** Whether an installment plan is offered: a live policy, nothing paid yet, enough due, a partner. */
export async function financingOffer(
  db: BillingDeps['db'] | Tx,
  policy: { id: string; status: string },
  l: Awaited<ReturnType<typeof ledgerOf>>,
  inProcess: number,
) {
  if (!FINANCEABLE_STATUSES.has(policy.status)) return null;
  if (l.paid !== 0 || l.financed !== 0 || inProcess > 0 || l.balance < FINANCING_MINIMUM_DUE)
    return null;
  if (await repo.findPlan(db, policy.id)) return null;
  // An agency-billed policy is paid to the agency, which finances it if anyone does.
  if (await isAgencyBilled(db, policy.id)) return null;
  return financingPartner(db);
}

/** GET /api/billing/v1/payment?policyId=: the payment page's view of a policy. */
export async function policyPayment(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
): Promise<PolicyPaymentView> {
  if (billingScopeOf(caller).kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const policy = await requirePolicy(deps.db, caller, policyId);
  const l = await ledgerOf(deps.db, policy.id);
  const inProcess = await repo.inProcessTotal(deps.db, policy.id);
  const rows = await repo.paymentsOfPolicy(deps.db, policy.id);
  const plan = await repo.findPlan(deps.db, policy.id);
  const financer = await repo.findFinancer(deps.db, policy.id);
  const partner = financer ? null : await financingOffer(deps.db, policy, l, inProcess);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const agencyBilled = await isAgencyBilled(deps.db, policy.id);
  const status = policyPaymentStatus({
    invoiced: l.invoiced,
    balance: l.balance,
    paid: l.paid + l.financed,
    inProcess,
    latest: (rows[0]?.p.status as PaymentStatus | undefined) ?? null,
  });
  return {
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    companyName: policy.companyName,
    product: policy.product as ProductCode,
    currency: policy.currency,
    status,
    isPaid: status === 'Paid',
    invoiced: l.invoiced,
    paid: l.paid,
    amountDue: Math.max(0, l.balance),
    inProcess,
    brokerFee: policy.brokerFee,
    mgaFee: policy.mgaFee,
    payable: l.balance > 0 && inProcess === 0 && !agencyBilled,
    isPremiumFinanced: plan?.status === 'ACTIVE' || financer !== null,
    financingOffered: partner !== null,
    installmentPlan: planView(
      plan,
      partner
        ? financingTerms(
            proposedPlan(
              {
                brokerFee: policy.brokerFee,
                mgaFee: policy.mgaFee,
                createdAt: new Date(policy.created),
              },
              l.balance,
              today,
            ),
            FINANCING_PARTNER_APR_BPS,
          )
        : null,
      partner?.name ?? '',
    ),
    payments: rows.map((r) => toPayment(r.p, policy.policyNumber, r.invoiceNumber)),
    writeOffs: await writeOffsOf(deps.db, policy.id),
    reminders: await remindersOf(deps.db, policy.id),
    premiumFinancer: financer ? toFinancer(financer) : null,
    financeAgreement: await agreementOf(deps.db, caller, policy, today),
    agencyBill: agencyBilled ? { agencyName: policy.agencyName ?? '' } : null,
  };
}

/**
 * Post a settled payment (in the caller's transaction, the policy locked): CASH debited, the
 * receivable credited across the open invoices, oldest first. A down payment then puts the
 * rest of what is owed on the installment plan: the financing partner's receivable debited,
 * the insured's credited. The policy's payment status follows; `payment.succeeded` (and
 * `policy.financed`) are published.
 */
export async function settle(
  deps: Pick<BillingDeps, 'clock' | 'jobs'>,
  tx: Tx,
  policy: LockedPolicy,
  payment: repo.PaymentRow,
  actor: AuditActor,
  now: Date,
) {
  const open = await repo.openInvoices(tx, policy.id);
  const due = open.reduce((sum, i) => sum + i.owed, 0);
  const paid = allocatePayment(payment.amount, open);
  if (paid.unallocated > 0) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountTooLarge);
  const journal = await postSettlement(tx, policy, 'PAYMENT', 'CASH', paid.allocations, actor, now);
  let financerId: string | null | undefined;
  if (payment.isDownPayment) {
    const { plan, partner } = await takeUpPlan(
      tx,
      policy,
      payment.id,
      due,
      open.map((i) => ({
        invoiceId: i.invoiceId,
        owed: i.owed - (paid.allocations.find((a) => a.invoiceId === i.invoiceId)?.amount ?? 0),
      })),
      actor,
      now,
    );
    financerId = partner.id;
    await publishEvent(deps, tx, {
      type: 'policy.financed',
      data: {
        policy: { id: policy.id, policyNumber: policy.policyNumber, accountId: policy.accountId },
        plan: {
          id: plan.id,
          financerName: plan.financerName,
          downPayment: plan.downPayment,
          amountFinanced: plan.amountFinanced,
          numberOfInstallments: plan.numberOfInstallments,
          installmentAmount: plan.installmentAmount,
          firstInstallmentDue: plan.firstInstallmentDue,
          currency: plan.currency,
        },
      },
      organisationIds: [policy.agencyId, policy.accountId, partner.id],
    });
  }
  const settled = await repo.updatePayment(tx, payment.id, {
    status: 'PAID',
    journalId: journal.id,
    invoiceId: paid.allocations[0]?.invoiceId ?? null,
    settledAt: now,
  });
  await setPolicyPayment(tx, policy.id, {
    paymentStatus: await paymentStatusOf(tx, policy.id),
    ...(financerId !== undefined ? { financerId } : {}),
    now,
  });
  await publishEvent(deps, tx, {
    type: 'payment.succeeded',
    data: { payment: paymentEventData(settled, policy) },
    organisationIds: [policy.agencyId, policy.accountId],
  });
  return settled;
}

export const paymentEventData = (p: repo.PaymentRow, policy: LockedPolicy) => ({
  id: p.id,
  policyId: policy.id,
  policyNumber: policy.policyNumber,
  amount: p.amount,
  currency: p.currency,
  method: p.method,
  status: p.status,
  isDownPayment: p.isDownPayment,
  failureMessage: p.failureMessage,
});

const requestHashOf = (body: z.output<typeof PayRequestSchema>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.policyId,
        body.amount,
        body.paymentMethod,
        body.isDownPayment,
        body.token ?? null,
        body.savedMethodId ?? null,
      ]),
    )
    .digest('hex');

/**
 * The token a payment charges and what the processor says it is: the browser's token, or a saved
 * method of the insured's (only the insured uses its own); a token of another type than the
 * method, or none the processor knows, is a 400.
 */
export async function paymentToken(
  processor: NonNullable<BillingDeps['processor']>,
  tx: Tx,
  caller: Caller,
  accountId: string,
  body: { paymentMethod: string; token?: string | undefined; savedMethodId?: string | undefined },
): Promise<{ token: string; details: TokenDetails }> {
  let token = body.token ?? '';
  if (body.savedMethodId) {
    const method =
      caller.actor.accountId === accountId
        ? await repo.findSavedMethod(tx, accountId, body.savedMethodId)
        : null;
    if (!method) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.methodNotFound);
    token = method.token;
  }
  const details = await processor.describe(token);
  const expected = body.paymentMethod === 'CREDIT_CARD' ? 'Credit Card' : 'Bank Account';
  if (!details || details.type !== expected)
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidToken);
  return { token, details };
}

/**
 * POST /api/billing/v1/paid: pay a policy through the processor (decision 052). The policy's row
 * is locked, so payments of one policy run one at a time; a request whose Idempotency-Key the
 * policy has seen answers with that payment (a different request under the same key: 409), so
 * retries — sequential or concurrent — charge once. A card that succeeds posts at once; a bank
 * payment (or the sandbox's processing card) is In Process until the settlement job; a decline
 * is recorded as Failed. A down payment takes up the installment plan once it settles.
 */
export async function pay(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof PayRequestSchema>,
  idempotencyKey: string,
): Promise<{ payment: Payment; replayed: boolean }> {
  const processor = deps.processor;
  if (!processor) throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.notConfigured);
  if (billingScopeOf(caller).kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const hash = requestHashOf(body);
  const actor = actorOf(caller.actor, ctx);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const policy = await lockPolicyForBilling(tx, caller, body.policyId);
    if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
    const existing = await repo.findPaymentByKey(tx, policy.id, idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash) throw new AppError('CONFLICT', PAYMENT_MESSAGES.keyReused);
      const invoiceNumber = (await repo.paymentsOfPolicy(tx, policy.id, 50)).find(
        (r) => r.p.id === existing.id,
      )?.invoiceNumber;
      return {
        payment: toPayment(existing, policy.policyNumber, invoiceNumber ?? null),
        replayed: true,
      };
    }
    const { token, details } = await paymentToken(processor, tx, caller, policy.accountId, body);
    const l = await ledgerOf(tx, policy.id);
    const inProcess = await repo.inProcessTotal(tx, policy.id);
    if (inProcess > 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.inProcess);
    if (l.balance <= 0) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.nothingDue);
    if (await isAgencyBilled(tx, policy.id))
      throw new AppError(
        'CONFLICT',
        AGENCY_BILL_MESSAGES.agencyBilledPolicy(policy.agencyName ?? 'the agency'),
      );
    if (body.isDownPayment) {
      if (await repo.findPlan(tx, policy.id))
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyFinanced);
      if (!(await financingOffer(tx, policy, l, inProcess)))
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.financingNotOffered);
      // the down payment of the signed premium finance agreement (decision 056)
      const agreement = await liveAgreement(tx, policy.id);
      if (agreement?.status !== 'SIGNED')
        throw new AppError('CONFLICT', FINANCING_MESSAGES.signFirst);
      if (agreement.amountDue !== l.balance)
        throw new AppError('CONFLICT', FINANCING_MESSAGES.quoteChanged);
      if (body.amount !== agreement.downPayment)
        throw new AppError(
          'BAD_REQUEST',
          PAYMENT_MESSAGES.downPaymentAmount((agreement.downPayment / 100).toFixed(2)),
        );
    } else if (body.amount > l.balance) {
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.amountTooLarge);
    }
    const outcome = await processor.charge({
      token,
      amount: body.amount,
      currency: policy.currency,
      idempotencyKey: `${policy.id}:${idempotencyKey}`,
      description: `Policy ${policy.policyNumber}`,
    });
    const payment = await recordCharge(
      deps,
      tx,
      policy,
      {
        idempotencyKey,
        requestHash: hash,
        method: body.paymentMethod,
        outcome,
        amount: body.amount,
        isDownPayment: body.isDownPayment,
        details,
        description: body.isDownPayment ? 'Installment plan down payment' : 'Payment',
        userId: caller.actor.userId,
      },
      actor,
      now,
    );
    if (body.saveAs && body.token && caller.actor.accountId === policy.accountId)
      await saveMethod(
        tx,
        policy.accountId,
        caller,
        body.saveAs,
        body.token,
        details,
        processor.name,
        now,
      );
    const invoiceNumber = (await repo.paymentsOfPolicy(tx, policy.id, 1))[0]?.invoiceNumber ?? null;
    return { payment: toPayment(payment, policy.policyNumber, invoiceNumber), replayed: false };
  });
}

/**
 * A processor's charge on one policy (in the caller's transaction, the policy locked): the
 * payment recorded and audited; a paid charge settled at once, a failed one published; the
 * policy's payment status follows.
 */
export async function recordCharge(
  deps: BillingDeps,
  tx: Tx,
  policy: LockedPolicy,
  c: {
    idempotencyKey: string;
    requestHash: string;
    method: 'CREDIT_CARD' | 'BANK_ACCOUNT';
    outcome: ChargeOutcome;
    amount: number;
    isDownPayment: boolean;
    details: TokenDetails;
    description: string;
    userId: string | null;
  },
  actor: AuditActor,
  now: Date,
): Promise<repo.PaymentRow> {
  const { outcome } = c;
  const payment = await repo.insertPayment(tx, {
    policyId: policy.id,
    accountId: policy.accountId,
    agencyId: policy.agencyId,
    idempotencyKey: c.idempotencyKey,
    requestHash: c.requestHash,
    method: c.method,
    processor: deps.processor?.name ?? 'none',
    processorRef: outcome.reference,
    status: outcome.status === 'PAID' ? 'IN_PROCESS' : outcome.status,
    currency: policy.currency,
    amount: c.amount,
    isDownPayment: c.isDownPayment,
    last4: c.details.last4,
    brand: c.details.brand,
    bankName: null,
    description: c.description,
    failureMessage: outcome.failureMessage,
    settleAfter:
      outcome.status === 'IN_PROCESS' ? addBusinessDays(now, SETTLEMENT_BUSINESS_DAYS) : null,
    createdBy: c.userId,
    createdAt: now,
  });
  await recordAudit(
    tx,
    actor,
    {
      action: 'payment.create',
      entityType: 'policy',
      entityId: policy.id,
      after: {
        payment: payment.id,
        amount: payment.amount,
        method: payment.method,
        status: outcome.status,
      },
    },
    now,
  );
  if (outcome.status === 'PAID') return settle(deps, tx, policy, payment, actor, now);
  await setPolicyPayment(tx, policy.id, {
    paymentStatus: await paymentStatusOf(tx, policy.id),
    now,
  });
  if (outcome.status === 'FAILED')
    await publishEvent(deps, tx, {
      type: 'payment.failed',
      data: { payment: paymentEventData(payment, policy) },
      organisationIds: [policy.agencyId, policy.accountId],
    });
  return payment;
}

/**
 * The settlement job (decision 052): payments in process whose day has come are asked of the
 * processor — settled ones are posted, returned ones fail. Each in its own transaction, the
 * policy locked.
 */
export async function settleDuePayments(deps: BillingDeps): Promise<number> {
  const processor = deps.processor;
  if (!processor) return 0;
  const now = deps.clock.now();
  const due = await repo.paymentsToSettle(deps.db, now, 100);
  let n = 0;
  for (const { id, policyId } of due) {
    const outcome = await processor.settle(
      (await repo.findPayment(deps.db, id))?.processorRef ?? '',
    );
    await deps.db.transaction(async (tx) => {
      const policy = await lockPolicyForBilling(tx, null, policyId);
      const payment = await repo.findPayment(tx, id);
      if (!policy || !payment || payment.status !== 'IN_PROCESS') return;
      const actor: AuditActor = { userId: null, accountId: null, subscriberAccountId: null };
      if (outcome === 'PAID') {
        await settle(deps, tx, policy, payment, actor, now);
      } else if (outcome === 'FAILED') {
        const failed = await repo.updatePayment(tx, id, {
          status: 'FAILED',
          failureMessage: 'The bank returned the payment.',
          settledAt: now,
        });
        await setPolicyPayment(tx, policy.id, {
          paymentStatus: await paymentStatusOf(tx, policy.id),
          now,
        });
        await publishEvent(deps, tx, {
          type: 'payment.failed',
          data: { payment: paymentEventData(failed, policy) },
          organisationIds: [policy.agencyId, policy.accountId],
        });
      } else return;
      n++;
    });
  }
  return n;
}

async function saveMethod(
  db: BillingDeps['db'] | Tx,
  accountId: string,
  caller: Caller,
  title: string,
  token: string,
  details: TokenDetails,
  processor: string,
  now: Date,
) {
  return repo.insertSavedMethod(db, {
    accountId,
    title,
    type: details.type,
    processor,
    token,
    last4: details.last4,
    brand: details.brand,
    expMonth: details.expMonth,
    expYear: details.expYear,
    createdBy: caller.actor.userId,
    createdAt: now,
  });
}

const toSavedMethod = (m: repo.PaymentMethodRow) => ({
  id: m.id,
  title: m.title,
  type: m.type === 'Bank Account' ? ('Bank Account' as const) : ('Credit Card' as const),
  tokenId: m.token,
  last4Digits: m.last4,
  brand: m.brand,
  expirationMonth: m.expMonth,
  expirationYear: m.expYear,
  created: m.createdAt.toISOString(),
});

/** The insured whose saved methods the caller manages: a policyholder's own organisation only. */
function savedMethodsOwner(caller: Caller) {
  if (caller.claims.accountType !== 'CUSTOMER' || !caller.actor.accountId)
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return caller.actor.accountId;
}

/** GET /api/billing/v1/payment-methods: the insured's saved methods (policyholders only). */
export async function listSavedMethods(deps: Pick<BillingDeps, 'db'>, caller: Caller) {
  const accountId = savedMethodsOwner(caller);
  return (await repo.savedMethodsOf(deps.db, accountId)).map(toSavedMethod);
}

/**
 * DELETE /api/billing/v1/payment-methods/{id}: forget a saved card or bank account (its token is
 * no longer usable here; payments made with it stay). The policyholder's own only.
 */
export async function deleteSavedMethod(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  id: string,
) {
  const accountId = savedMethodsOwner(caller);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteSavedMethod(tx, accountId, id)))
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.methodNotFound);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'payment-method.delete',
        entityType: 'organisation',
        entityId: accountId,
        before: { id },
      },
      deps.clock.now(),
    );
  });
}

/** POST /api/billing/v1/save: save a tokenised method for the policy's insured. */
export async function savePaymentMethod(
  deps: BillingDeps,
  caller: Caller,
  body: { policyId: string; title: string; token: string },
) {
  const accountId = savedMethodsOwner(caller);
  const processor = deps.processor;
  if (!processor) throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.notConfigured);
  const policy = await requirePolicy(deps.db, caller, body.policyId);
  if (policy.accountId !== accountId) throw new AppError('NOT_FOUND', 'Policy not found');
  const details = await processor.describe(body.token);
  if (!details) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidToken);
  const row = await saveMethod(
    deps.db,
    accountId,
    caller,
    body.title,
    body.token,
    details,
    processor.name,
    deps.clock.now(),
  );
  return toSavedMethod(row);
}

/** GET /api/billing/v1/financed: the policies on installment plans the caller sees. */
export async function searchFinanced(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  query: z.output<typeof FinancedQuerySchema>,
) {
  const scope = billingScopeOf(caller);
  if (scope.kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const { rows, total } = await repo.searchPlans(deps.db, scope, query);
  return {
    content: rows.map((r): FinancedPolicy => ({
      planId: r.plan.id,
      policyId: r.plan.policyId,
      policyNumber: r.policyNumber,
      companyName: r.companyName,
      agencyName: r.agencyName,
      product: r.product as ProductCode,
      currency: r.plan.currency === 'GBP' ? 'GBP' : 'USD',
      financerName: r.plan.financerName,
      downPayment: r.plan.downPayment,
      amountFinanced: r.plan.amountFinanced,
      installmentAmount: r.plan.installmentAmount,
      numberOfInstallments: r.plan.numberOfInstallments,
      firstInstallmentDue: r.plan.firstInstallmentDue,
      nextInstallmentDue: r.plan.installments.find((i) => i.dueDate >= today)?.dueDate ?? null,
      created: r.plan.createdAt.toISOString(),
    })),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
    size: query.size,
  };
}
