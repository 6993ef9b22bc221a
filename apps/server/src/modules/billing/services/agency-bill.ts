import {
  AGENCY_BILL_MESSAGES as M,
  agencyBillDueOn,
  agencyBillStatus,
  agencyRemittanceJournal,
  isActingAsProvider,
  isBalanced,
  MESSAGES,
  monthEnded,
  REGION_SETTINGS,
  regionOfCurrency,
  statementPeriod,
  type AgencyBillQuerySchema,
  type AgencyBillStatement,
  type AgencyBillStats,
  type AgencyBillTerms,
  type AgencyRemittance,
  type InvoiceKind,
  type RecordRemittanceSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { money } from '../../../lib/pdf.ts';
import { setPolicyPayment } from '../../policies/index.ts';
import * as repo from '../agency-bill.repository.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as ledger from '../billing.repository.ts';
import { findAgency } from '../commissions.repository.ts';
import { commissionScopeOf } from './commissions.ts';
import { paymentStatusOf } from './payments.ts';

/*
 * Agency bill (decision 058): an agency the provider lets bill its clients collects the premium
 * of the policies it binds and remits it monthly, net of the commission it keeps. Its statement
 * for a month lists the agency-billed invoices raised in it; staff record the remittance when the
 * money arrives, which settles the insured's receivable and the commission owed in one journal
 * per policy.
 */

const currencyOf = (c: string): 'USD' | 'GBP' => (c === 'GBP' ? 'GBP' : 'USD');
const amountText = (currency: string, minor: number) =>
  money(REGION_SETTINGS[regionOfCurrency(currency)].currencySymbol, minor);
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whether invoices of a policy the agency binds now are agency billed (for the first invoice). */
export async function billsOwnClients(tx: Tx, agencyId: string): Promise<boolean> {
  return (await repo.findTerms(tx, agencyId))?.enabled ?? false;
}

export const isAgencyBilledPolicy = repo.isAgencyBilled;

/** The agency the caller reads: staff name it (400 without), an agency is itself (another: 404). */
async function statementAgency(deps: Pick<BillingDeps, 'db'>, caller: Caller, named?: string) {
  const scope = commissionScopeOf(caller);
  if (scope.kind === 'AGENCY' && named && named !== scope.agencyId)
    throw new AppError('NOT_FOUND', 'Agency not found');
  const agencyId = scope.kind === 'AGENCY' ? scope.agencyId : named;
  if (!agencyId) throw new AppError('BAD_REQUEST', M.agencyRequired);
  const agency = await findAgency(deps.db, agencyId);
  if (!agency) throw new AppError('NOT_FOUND', 'Agency not found');
  return agency;
}

function requireProvider(caller: Caller) {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

const toTerms = (
  agency: { id: string; name: string },
  row: Awaited<ReturnType<typeof repo.findTerms>>,
): AgencyBillTerms => ({
  agencyId: agency.id,
  agencyName: agency.name,
  enabled: row?.enabled ?? false,
  since: row?.updatedAt.toISOString() ?? null,
});

/** GET /api/billing/v1/agencyBill/{agencyId}: whether the agency bills its clients. */
export async function termsOf(deps: Pick<BillingDeps, 'db'>, caller: Caller, agencyId: string) {
  const agency = await statementAgency(deps, caller, agencyId);
  return toTerms(agency, await repo.findTerms(deps.db, agency.id));
}

/**
 * PUT /api/billing/v1/agencyBill/{agencyId} (provider staff): the agency bills its clients, or
 * not, for the policies it binds from now on; policies already bound keep how they are billed.
 */
export async function setTerms(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  agencyId: string,
  enabled: boolean,
) {
  requireProvider(caller);
  const agency = await statementAgency(deps, caller, agencyId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await repo.upsertTerms(tx, {
      agencyId: agency.id,
      enabled,
      updatedBy: caller.actor.userId,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: enabled ? 'agency_bill.enable' : 'agency_bill.disable',
        entityType: 'organisation',
        entityId: agency.id,
        after: { enabled },
      },
      now,
    );
    return {
      message: enabled ? M.enabled(agency.name) : M.disabled(agency.name),
      terms: toTerms(agency, await repo.findTerms(tx, agency.id)),
    };
  });
}

const toRemittance = (
  r: NonNullable<Awaited<ReturnType<typeof repo.findRemittance>>>,
): AgencyRemittance => ({
  id: r.id,
  agencyId: r.agencyId,
  year: r.year,
  month: r.month,
  currency: currencyOf(r.currency),
  amount: r.amount,
  total: r.total,
  commission: r.commission,
  method: r.method as AgencyRemittance['method'],
  reference: r.reference,
  created: r.createdAt.toISOString(),
});

async function buildStatement(
  db: BillingDeps['db'] | Tx,
  agency: { id: string; name: string; region: string },
  year: number,
  month: number,
  today: string,
): Promise<AgencyBillStatement> {
  const [lines, remittance] = await Promise.all([
    repo.linesOfMonth(db, agency.id, year, month),
    repo.findRemittance(db, agency.id, year, month),
  ]);
  if (lines.length === 0) throw new AppError('NOT_FOUND', M.statementNotFound);
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const total = sum((l) => l.i.total);
  const commission = sum((l) => l.i.commission);
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    year,
    month,
    currency: currencyOf(lines[0]!.i.currency),
    dueOn: agencyBillDueOn(year, month),
    status: agencyBillStatus({ year, month, remitted: remittance !== null }, today),
    total,
    commission,
    net: total - commission,
    netOutstanding: sum((l) => (l.balance !== 0 ? l.balance - l.i.commission : 0)),
    lines: lines.map(({ i, balance }) => ({
      invoiceId: i.id,
      invoiceNumber: i.invoiceNumber,
      policyId: i.policyId,
      policyNumber: i.policyNumber,
      companyName: i.companyName,
      kind: i.kind as InvoiceKind,
      created: i.createdAt.toISOString(),
      total: i.total,
      commission: i.commission,
      net: i.total - i.commission,
      settled: balance === 0,
    })),
    remittance: remittance ? toRemittance(remittance) : null,
  };
}

/** GET /api/billing/v1/agencyBillInvoice/{month}/{year}: the agency's statement of the month. */
export async function statementOf(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  params: { month: number; year: number },
  query: z.output<typeof AgencyBillQuerySchema>,
) {
  const agency = await statementAgency(deps, caller, query.agencyId);
  return buildStatement(deps.db, agency, params.year, params.month, dayOf(deps.clock.now()));
}

/**
 * POST /api/billing/v1/agencyBillInvoice/{month}/{year} (provider staff, Idempotency-Key): the
 * agency's remittance of an ended month arrived. Each invoice still owed is settled: the cash
 * received for its net, the commission the agency kept set against what the provider owes it
 * (so it is not paid out again), the insured's receivable credited — one balanced journal per
 * policy. One remittance per agency and month: a retried key answers with it (200), a second
 * one is a 409, and two at once record one.
 */
export async function recordRemittance(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  ctx: RequestContext,
  params: { month: number; year: number },
  body: z.output<typeof RecordRemittanceSchema>,
  idempotencyKey: string,
) {
  requireProvider(caller);
  const agency = await statementAgency(deps, caller, body.agencyId);
  const { year, month } = params;
  const period = statementPeriod(year, month);
  const replay = async () => {
    const first = await repo.findRemittanceByKey(deps.db, agency.id, idempotencyKey);
    if (!first) return null;
    if (first.year !== year || first.month !== month)
      throw new AppError('CONFLICT', 'That Idempotency-Key was used for another remittance.');
    const statement = await buildStatement(deps.db, agency, year, month, dayOf(deps.clock.now()));
    return { message: remittedMessage(first, agency.name, period), statement, replayed: true };
  };
  const replayed = await replay();
  if (replayed) return replayed;
  const now = deps.clock.now();
  if (!monthEnded(year, month, dayOf(now))) throw new AppError('CONFLICT', M.notEnded);
  const recorded = await deps.db.transaction(async (tx) => {
    const lines = await repo.linesOfMonth(tx, agency.id, year, month);
    if (lines.length === 0) throw new AppError('NOT_FOUND', M.statementNotFound);
    if (await repo.findRemittance(tx, agency.id, year, month))
      throw new AppError('CONFLICT', M.alreadyRemitted(period));
    const open = lines.filter((l) => l.balance !== 0);
    if (open.length === 0) throw new AppError('CONFLICT', M.nothingToRemit);
    const total = open.reduce((s, l) => s + l.balance, 0);
    const commission = open.reduce((s, l) => s + l.i.commission, 0);
    const row = await repo.insertRemittance(tx, {
      agencyId: agency.id,
      year,
      month,
      currency: open[0]!.i.currency,
      amount: total - commission,
      total,
      commission,
      method: body.method,
      reference: body.reference,
      idempotencyKey,
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    // Another remittance of the month (or under the key) committed first.
    if (!row) return null;
    const byPolicy = new Map<string, typeof open>();
    for (const l of open) byPolicy.set(l.i.policyId, [...(byPolicy.get(l.i.policyId) ?? []), l]);
    for (const [policyId, invoicesOfPolicy] of byPolicy) {
      const first = invoicesOfPolicy[0]!.i;
      const lines = invoicesOfPolicy.flatMap((l) =>
        agencyRemittanceJournal({
          invoiceId: l.i.id,
          total: l.balance,
          commission: l.i.commission,
        }),
      );
      if (!isBalanced(lines)) throw new Error(`Unbalanced remittance for ${first.policyNumber}`);
      const journal = await ledger.insertJournal(tx, {
        kind: 'AGENCY_REMITTANCE',
        policyId,
        currency: first.currency,
        memo: `Agency remittance ${period} (${body.method} ${body.reference})`,
        createdBy: caller.actor.userId,
        createdAt: now,
      });
      await ledger.insertEntries(
        tx,
        journal.id,
        { id: policyId, accountId: first.accountId, agencyId: agency.id, currency: first.currency },
        lines,
        now,
      );
      await setPolicyPayment(tx, policyId, {
        paymentStatus: await paymentStatusOf(tx, policyId),
        now,
      });
    }
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'agency_bill.remittance',
        entityType: 'organisation',
        entityId: agency.id,
        after: { year, month, amount: row.amount, method: row.method, reference: row.reference },
      },
      now,
    );
    return row;
  });
  if (!recorded) {
    const again = await replay();
    if (again) return again;
    throw new AppError('CONFLICT', M.alreadyRemitted(period));
  }
  const statement = await buildStatement(deps.db, agency, year, month, dayOf(now));
  return { message: remittedMessage(recorded, agency.name, period), statement, replayed: false };
}

const remittedMessage = (
  r: { amount: number; currency: string },
  agencyName: string,
  period: string,
) =>
  r.amount >= 0
    ? M.remitted(amountText(r.currency, r.amount), agencyName, period)
    : M.settled(amountText(r.currency, -r.amount), agencyName, period);

/**
 * GET /api/billing/v1/agencyBilledInvoices/stats: the agency bill book by currency — invoices
 * still owed, statements overdue, the next one due and what was remitted this year (staff: every
 * agency's, or the one named; an agency: its own).
 */
export async function statsOf(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  query: z.output<typeof AgencyBillQuerySchema>,
): Promise<AgencyBillStats> {
  const scope = commissionScopeOf(caller);
  const agency =
    scope.kind === 'AGENCY' || query.agencyId
      ? await statementAgency(deps, caller, query.agencyId)
      : null;
  const agencyId = agency?.id ?? null;
  const now = deps.clock.now();
  const today = dayOf(now);
  const [open, months, remitted, terms] = await Promise.all([
    repo.openTotals(deps.db, agencyId),
    repo.unremittedMonths(deps.db, agencyId),
    repo.remittedSince(deps.db, agencyId, new Date(Date.UTC(now.getUTCFullYear(), 0, 1))),
    agencyId ? repo.findTerms(deps.db, agencyId) : Promise.resolve(null),
  ]);
  const currencies = new Set([
    ...open.map((o) => o.currency),
    ...months.map((m) => m.currency),
    ...remitted.keys(),
  ]);
  const stats = [...currencies].sort().map((currency) => {
    const o = open.find((x) => x.currency === currency);
    const ended = months.filter(
      (m) => m.currency === currency && monthEnded(m.year, m.month, today),
    );
    const overdue = ended.filter((m) => today > agencyBillDueOn(m.year, m.month));
    const next = ended[0];
    return {
      currency: currencyOf(currency),
      openInvoices: o?.count ?? 0,
      total: o?.total ?? 0,
      commission: o?.commission ?? 0,
      net: (o?.total ?? 0) - (o?.commission ?? 0),
      overdueStatements: overdue.length,
      overdueNet: overdue.reduce((s, m) => s + m.net, 0),
      nextDue: next
        ? { year: next.year, month: next.month, dueOn: agencyBillDueOn(next.year, next.month) }
        : null,
      remittedThisYear: remitted.get(currency) ?? 0,
    };
  });
  return { agencyBilling: agencyId ? (terms?.enabled ?? false) : null, stats };
}
