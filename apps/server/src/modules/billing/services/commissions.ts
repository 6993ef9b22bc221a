import { createHash } from 'node:crypto';
import {
  allocateCommission,
  COMMISSION_MESSAGES,
  commissionPayoutJournal,
  DEFAULT_COMMISSION_RATE_BPS,
  isActingAsProvider,
  isAdminScope,
  MESSAGES,
  PAYMENT_MESSAGES,
  PRODUCT_CODES,
  REGION_SETTINGS,
  type CommissionLine,
  type CommissionLineQuerySchema,
  type CommissionPaymentSchema,
  type CommissionPayout,
  type CommissionRates,
  type CommissionStatement,
  type CommissionStatementQuerySchema,
  type InvoiceKind,
  type OutstandingCommission,
  type OutstandingQuerySchema,
  type PayoutAccount,
  type ProductCode,
  type SaveCommissionRatesSchema,
  type SavePayoutAccountSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import { money } from '../../../lib/pdf.ts';
import type { BillingDeps } from '../billing.context.ts';
import { agencySummaries } from '../../organisations/index.ts';
import * as ledger from '../billing.repository.ts';
import * as repo from '../commissions.repository.ts';

/**
 * Commissions (spec 3 §2, §3, §7 "Commissions"; decision 054): what each agency earned on the
 * invoices of the policies it placed, what the provider paid it, what it is owed, its monthly
 * statements, the payout bank account it keeps on file and the payments staff make to it.
 */

const currencyOf = (c: string): 'USD' | 'GBP' => (c === 'GBP' ? 'GBP' : 'USD');
const amountText = (currency: string, minor: number) =>
  money(REGION_SETTINGS[currency === 'GBP' ? 'UK' : 'US'].currencySymbol, minor);

/** Provider staff read every agency's commission; an agency its own; anyone else nothing. */
export function commissionScopeOf(caller: Caller): repo.CommissionScope {
  if (isActingAsProvider(caller.claims)) return { kind: 'ALL' };
  const org = caller.actor.accountId;
  if (org && caller.claims.accountType === 'AGENCY') return { kind: 'AGENCY', agencyId: org };
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Paying, holding and rating commission are the provider's (staff with commission:manage). */
function requireProvider(caller: Caller) {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The agency as the caller may see it: staff any agency, an agency itself; 404 otherwise. */
async function readableAgency(deps: Pick<BillingDeps, 'db'>, caller: Caller, agencyId: string) {
  const scope = commissionScopeOf(caller);
  const agency =
    scope.kind === 'ALL' || scope.agencyId === agencyId
      ? await repo.findAgency(deps.db, agencyId)
      : null;
  if (!agency) throw new AppError('NOT_FOUND', 'Agency not found');
  return agency;
}

const toLine = ({ i, held }: { i: ledger.InvoiceRow; held: boolean }): CommissionLine => ({
  id: i.id,
  invoiceNumber: i.invoiceNumber,
  policyId: i.policyId,
  policyNumber: i.policyNumber,
  companyName: i.companyName,
  agencyId: i.agencyId ?? '',
  agencyName: i.agencyName,
  product: i.product as ProductCode,
  kind: i.kind as InvoiceKind,
  agencyBilled: i.agencyBilled,
  currency: currencyOf(i.currency),
  premium: i.premium,
  rateBps: i.commissionRateBps,
  commission: i.commission,
  held: Boolean(held),
  created: i.createdAt.toISOString(),
});

/** GET /api/billing/v1/commissions: the commission lines the caller reads, newest first. */
export async function searchCommissionLines(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof CommissionLineQuerySchema>,
) {
  const { rows, total } = await repo.searchLines(deps.db, commissionScopeOf(caller), query);
  return toPage(rows.map(toLine), total, query);
}

/** GET /api/billing/v1/statements/aggregate: each agency's months, newest first by default. */
export async function searchStatements(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof CommissionStatementQuerySchema>,
) {
  const { rows, total } = await repo.searchStatements(deps.db, commissionScopeOf(caller), query);
  const agencies = await agencySummaries(deps.db, [...new Set(rows.map((r) => r.agencyId))]);
  const content: CommissionStatement[] = rows.map((r) => ({
    agencyId: r.agencyId,
    agencyName: agencies.get(r.agencyId)?.name ?? r.agencyName ?? '',
    year: Number(r.period.slice(0, 4)),
    month: Number(r.period.slice(5, 7)),
    currency: currencyOf(r.currency),
    invoices: Number(r.invoices),
    premium: Number(r.premium),
    commission: Number(r.commission),
    paid: Number(r.paid),
  }));
  return toPage(content, total, query);
}

/** GET /api/billing/v1/commissions/outstanding: what the provider owes each agency. */
export async function searchOutstanding(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof OutstandingQuerySchema>,
) {
  const { rows, total } = await repo.searchOutstanding(deps.db, commissionScopeOf(caller), query);
  const agencies = await agencySummaries(deps.db, [...new Set(rows.map((r) => r.agencyId))]);
  const content: OutstandingCommission[] = rows.map((r) => {
    const outstanding = Number(r.outstanding);
    const held = Number(r.held);
    return {
      agencyId: r.agencyId,
      agencyName: agencies.get(r.agencyId)?.name ?? r.agencyName ?? '',
      currency: currencyOf(r.currency),
      earned: Number(r.earned),
      paid: Number(r.paid),
      outstanding,
      held,
      payable: Math.max(0, outstanding - held),
      paymentsPaused: agencies.get(r.agencyId)?.pausedPayment ?? false,
      payoutAccount: r.accountLast4 ? { title: r.accountTitle ?? '', last4: r.accountLast4 } : null,
      lastPaidAt: r.lastPaidAt ? new Date(r.lastPaidAt).toISOString() : null,
    };
  });
  return toPage(content, total, query);
}

const toPayout = (
  p: Awaited<ReturnType<typeof repo.insertPayout>>,
  agencyName: string,
): CommissionPayout => ({
  id: p.id,
  agencyId: p.agencyId,
  agencyName,
  amount: p.amount,
  currency: currencyOf(p.currency),
  description: p.description,
  status: p.status === 'PAID' ? 'PAID' : 'FAILED',
  reference: p.reference,
  failureMessage: p.failureMessage,
  last4: p.last4,
  created: p.createdAt.toISOString(),
  createdBy: p.createdBy,
});

/** GET /api/billing/v1/commissions/payouts?agencyId: the payments made to an agency. */
export async function listPayouts(deps: Pick<BillingDeps, 'db'>, caller: Caller, agencyId: string) {
  const agency = await readableAgency(deps, caller, agencyId);
  const rows = await repo.payoutsOf(deps.db, agency.id);
  return { payouts: rows.map((p) => toPayout(p, agency.name)) };
}

const toAccount = (a: NonNullable<Awaited<ReturnType<typeof repo.findPayoutAccount>>>) =>
  ({
    id: a.id,
    agencyId: a.agencyId,
    title: a.title,
    accountType: a.accountType,
    last4: a.last4,
    created: a.createdAt.toISOString(),
  }) satisfies PayoutAccount;

/** GET commissions/ach/{agencyId}: the agency's payout account (404 when it has none). */
export async function payoutAccountOf(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  agencyId: string,
): Promise<PayoutAccount> {
  const agency = await readableAgency(deps, caller, agencyId);
  const account = await repo.findPayoutAccount(deps.db, agency.id);
  if (!account) throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.noPayoutAccount);
  return toAccount(account);
}

/** The agency's own admins keep its payout account; nobody else (staff included) sets it. */
function requireAgencyAdmin(caller: Caller, agencyId: string) {
  if (caller.actor.accountId !== agencyId || !isAdminScope(caller.claims.scopes))
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/**
 * PUT commissions/ach/{agencyId}: the agency's admin saves (or replaces) the bank account its
 * commission is paid to, as a token made in the browser: the account number never reaches the
 * server. The processor must read the token as a bank account.
 */
export async function savePayoutAccount(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  agencyId: string,
  body: z.output<typeof SavePayoutAccountSchema>,
): Promise<PayoutAccount> {
  const agency = await readableAgency(deps, caller, agencyId);
  requireAgencyAdmin(caller, agency.id);
  const processor = deps.processor;
  const details = await processor?.describe(body.token);
  if (!processor || !details || details.type !== 'Bank Account')
    throw new AppError('BAD_REQUEST', COMMISSION_MESSAGES.notBankAccount);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await repo.findPayoutAccount(tx, agency.id, true);
    const saved = await repo.savePayoutAccount(tx, {
      agencyId: agency.id,
      title: body.title,
      processor: processor.name,
      token: body.token,
      last4: details.last4,
      accountType: details.brand,
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'commission.payout-account.save',
        entityType: 'organisation',
        entityId: agency.id,
        before: before ? { last4: before.last4 } : null,
        after: { last4: saved.last4, title: saved.title },
      },
      now,
    );
    return toAccount(saved);
  });
}

/** DELETE commissions/ach/{agencyId}: the agency's admin removes its payout account. */
export async function deletePayoutAccount(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  agencyId: string,
) {
  const agency = await readableAgency(deps, caller, agencyId);
  requireAgencyAdmin(caller, agency.id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await repo.findPayoutAccount(tx, agency.id, true);
    if (!before || !(await repo.deletePayoutAccount(tx, agency.id)))
      throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.noPayoutAccount);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'commission.payout-account.delete',
        entityType: 'organisation',
        entityId: agency.id,
        before: { last4: before.last4 },
        after: null,
      },
      now,
    );
  });
  return { message: COMMISSION_MESSAGES.payoutAccountDeleted };
}

/** GET commissions/token?agencyId: the token of the account staff pay the agency to. */
export async function payoutToken(deps: Pick<BillingDeps, 'db'>, caller: Caller, agencyId: string) {
  requireProvider(caller);
  const agency = await readableAgency(deps, caller, agencyId);
  const account = await repo.findPayoutAccount(deps.db, agency.id);
  if (!account) throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.noPayoutAccount);
  return { token: account.token, title: account.title, last4: account.last4 };
}

const payoutHashOf = (body: z.output<typeof CommissionPaymentSchema>) =>
  createHash('sha256')
    .update(JSON.stringify([body.agencyId, body.commissionsAmount, body.description, body.token]))
    .digest('hex');

/**
 * POST /api/billing/v1/commissions/payment: pay an agency commission (provider staff). The
 * agency's payout account row is locked, so its payments run one at a time; a retried
 * Idempotency-Key answers with the first payment (another request under it: 409), and the
 * processor is called under the same key, so a retry never pays twice. The amount is at most
 * what is payable now — the agency's outstanding commission on policies not held — and is
 * allocated to those policies, oldest first, one COMMISSION_PAYOUT journal each. Payments to an
 * agency whose payments are paused are refused; a transfer the bank refuses is recorded as
 * Failed and posts nothing.
 */
export async function payCommission(
  deps: BillingDeps,
  caller: Caller,
  ctx: RequestContext,
  body: z.output<typeof CommissionPaymentSchema>,
  idempotencyKey: string,
): Promise<{ payout: CommissionPayout; replayed: boolean }> {
  requireProvider(caller);
  const processor = deps.processor;
  if (!processor) throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.notConfigured);
  const agency = await readableAgency(deps, caller, body.agencyId);
  const hash = payoutHashOf(body);
  const actor = actorOf(caller.actor, ctx);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const account = await repo.findPayoutAccount(tx, agency.id, true);
    if (!account) throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.noPayoutAccount);
    const existing = await repo.findPayoutByKey(tx, agency.id, idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash)
        throw new AppError(
          'CONFLICT',
          'This Idempotency-Key was used for a different payment: use a new key.',
        );
      return { payout: toPayout(existing, agency.name), replayed: true };
    }
    if (agency.pausedPayment)
      throw new AppError('CONFLICT', COMMISSION_MESSAGES.paymentsPaused(agency.name));
    if (account.token !== body.token)
      throw new AppError('CONFLICT', COMMISSION_MESSAGES.tokenMismatch);
    const policies = (await repo.payableByPolicy(tx, agency.id)).filter(
      (p) => !p.held && p.payable > 0,
    );
    const currency = policies[0]?.currency ?? (agency.region === 'UK' ? 'GBP' : 'USD');
    const payable = policies
      .filter((p) => p.currency === currency)
      .reduce((sum, p) => sum + p.payable, 0);
    if (payable <= 0) throw new AppError('CONFLICT', COMMISSION_MESSAGES.nothingPayable);
    if (body.commissionsAmount > payable)
      throw new AppError(
        'BAD_REQUEST',
        COMMISSION_MESSAGES.overPayable(amountText(currency, payable)),
      );
    const outcome = await processor.payout({
      token: account.token,
      amount: body.commissionsAmount,
      currency,
      idempotencyKey: `commission:${agency.id}:${idempotencyKey}`,
      description: body.description,
    });
    const payout = await repo.insertPayout(tx, {
      agencyId: agency.id,
      idempotencyKey,
      requestHash: hash,
      currency,
      amount: body.commissionsAmount,
      description: body.description,
      status: outcome.status,
      reference: outcome.reference,
      failureMessage: outcome.failureMessage,
      last4: account.last4,
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    if (outcome.status === 'PAID') {
      const byPolicy = new Map(policies.map((p) => [p.policyId, p]));
      for (const share of allocateCommission(
        body.commissionsAmount,
        policies.filter((p) => p.currency === currency),
      )) {
        const p = byPolicy.get(share.policyId)!;
        const journal = await ledger.insertJournal(tx, {
          kind: 'COMMISSION_PAYOUT',
          policyId: p.policyId,
          currency,
          memo: `Commission payout ${payout.id}`,
          createdBy: caller.actor.userId,
          createdAt: now,
        });
        await ledger.insertEntries(
          tx,
          journal.id,
          { id: p.policyId, accountId: p.accountId, agencyId: agency.id, currency },
          commissionPayoutJournal(share.amount).map((l) => ({ ...l, invoiceId: null })),
          now,
        );
      }
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'commission.payout',
        entityType: 'organisation',
        entityId: agency.id,
        after: {
          payout: payout.id,
          amount: payout.amount,
          status: payout.status,
          description: payout.description,
        },
      },
      now,
    );
    return { payout: toPayout(payout, agency.name), replayed: false };
  });
}

/**
 * PUT commissions/{policyId}/toggle: hold a policy's commission (not paid out until released)
 * or release it (provider staff). A policy no agency earned commission on has nothing to hold.
 */
export async function toggleCommission(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  policyId: string,
) {
  requireProvider(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const subject = await repo.policyCommissionAgency(tx, policyId);
    if (!subject) throw new AppError('NOT_FOUND', COMMISSION_MESSAGES.noCommission);
    const wasHeld = Boolean(await repo.findHold(tx, policyId));
    if (wasHeld) await repo.deleteHold(tx, policyId);
    else await repo.insertHold(tx, { policyId, heldBy: caller.actor.userId, heldAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: wasHeld ? 'commission.release' : 'commission.hold',
        entityType: 'policy',
        entityId: policyId,
        before: { held: wasHeld },
        after: { held: !wasHeld },
      },
      now,
    );
    return {
      policyId,
      policyNumber: subject.policyNumber,
      held: !wasHeld,
      message: wasHeld
        ? COMMISSION_MESSAGES.released(subject.policyNumber)
        : COMMISSION_MESSAGES.held(subject.policyNumber),
    };
  });
}

/** GET commissions/rates/{agencyId}: the agency's rate for each product (default 15 %). */
export async function ratesOf(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  agencyId: string,
): Promise<CommissionRates> {
  const agency = await readableAgency(deps, caller, agencyId);
  const set = new Map((await repo.ratesOf(deps.db, agency.id)).map((r) => [r.product, r.rateBps]));
  return {
    agencyId: agency.id,
    rates: PRODUCT_CODES.map((product) => ({
      product,
      rateBps: set.get(product) ?? DEFAULT_COMMISSION_RATE_BPS,
      isDefault: !set.has(product),
    })),
  };
}

/**
 * PUT commissions/rates/{agencyId}: provider staff set an agency's rates. They apply to the
 * invoices of policies bound from now on; a policy keeps the rate its first invoice earned.
 */
export async function saveRates(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  agencyId: string,
  body: z.output<typeof SaveCommissionRatesSchema>,
): Promise<CommissionRates> {
  requireProvider(caller);
  const agency = await readableAgency(deps, caller, agencyId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const rate of body.rates)
      await repo.upsertRate(tx, {
        agencyId: agency.id,
        product: rate.product,
        rateBps: rate.rateBps,
        updatedBy: caller.actor.userId,
        updatedAt: now,
      });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'commission.rates.save',
        entityType: 'organisation',
        entityId: agency.id,
        after: { rates: body.rates },
      },
      now,
    );
  });
  return ratesOf(deps, caller, agency.id);
}
