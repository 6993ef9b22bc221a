import {
  isActingAsProvider,
  MESSAGES,
  type BillingSearchQuerySchema,
  type Invoice,
  type InvoiceBalance,
  type InvoiceKind,
  type PolicyBalance,
  type ProductCode,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import { lockPolicyForBilling, requirePolicy } from '../../policies/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as repo from '../billing.repository.ts';

/**
 * Whose invoices the caller reads (decision 051): provider staff all, an agency those of the
 * policies it placed, a policyholder its own, a premium processor those of the policies it
 * finances (decision 052); anyone else none.
 */
export function billingScopeOf(caller: Pick<Caller, 'claims' | 'actor'>): repo.BillingScope {
  if (isActingAsProvider(caller.claims)) return { kind: 'ALL' };
  const org = caller.actor.accountId;
  if (!org) return { kind: 'NONE' };
  if (caller.claims.accountType === 'AGENCY') return { kind: 'AGENCY', agencyId: org };
  if (caller.claims.accountType === 'CUSTOMER') return { kind: 'ACCOUNT', accountId: org };
  if (caller.claims.accountType === 'PREMIUM_PROCESSOR')
    return { kind: 'FINANCER', financerId: org };
  return { kind: 'NONE' };
}

/**
 * Whoever pays or places a policy — the policyholder, its agency, provider staff — may act on its
 * payment (check in mail, financing); a premium processor does not pay the premium: 403.
 */
export function requirePayerSide(caller: Pick<Caller, 'claims' | 'actor'>) {
  const scope = billingScopeOf(caller).kind;
  if (scope === 'NONE' || scope === 'FINANCER') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The payer side's write (403 for anyone else) in a transaction, with the clock's now. */
export function asPayer<T>(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  act: (tx: Tx, now: Date) => Promise<T>,
): Promise<T> {
  requirePayerSide(caller);
  return deps.db.transaction((tx) => act(tx, deps.clock.now()));
}

export type LockedPolicy = NonNullable<Awaited<ReturnType<typeof lockPolicyForBilling>>>;

/**
 * The payer side's action on one policy (decisions 056, 057): a premium processor or anyone else
 * is refused (403), the policy is locked in a transaction (another's: 404) and `act` runs with it.
 */
export function onPayersPolicy<T>(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
  policyId: string,
  act: (tx: Tx, policy: LockedPolicy, now: Date, today: string) => Promise<T>,
): Promise<T> {
  return asPayer(deps, caller, async (tx, now) => {
    const policy = await lockPolicyForBilling(tx, caller, policyId);
    if (!policy) throw new AppError('NOT_FOUND', 'Policy not found');
    return act(tx, policy, now, now.toISOString().slice(0, 10));
  });
}

const statusOf = (total: number, balance: number): Invoice['status'] =>
  total < 0 ? 'CREDIT' : balance <= 0 ? 'PAID' : 'OPEN';

const toInvoice = ({ i, balance }: repo.InvoiceViewRow): Invoice => ({
  id: i.id,
  invoiceNumber: i.invoiceNumber,
  policyId: i.policyId,
  policyNumber: i.policyNumber,
  accountId: i.accountId,
  companyName: i.companyName,
  agencyId: i.agencyId,
  agencyName: i.agencyName,
  product: i.product as ProductCode,
  currency: i.currency === 'GBP' ? 'GBP' : 'USD',
  kind: i.kind as InvoiceKind,
  revision: i.revision,
  premium: i.premium,
  brokerFee: i.brokerFee,
  mgaFee: i.mgaFee,
  surplusLinesTax: i.surplusLinesTax,
  stampingFee: i.stampingFee,
  premiumTax: i.premiumTax,
  total: i.total,
  balance,
  status: statusOf(i.total, balance),
  dueDate: i.dueDate,
  created: i.createdAt.toISOString(),
});

/** GET /api/billing/v1/search: the caller's invoices, newest first unless sorted. */
export async function searchInvoices(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof BillingSearchQuerySchema>,
) {
  const scope = billingScopeOf(caller);
  if (scope.kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const { rows, total, totalIsCapped } = await repo.searchInvoices(deps.db, scope, query);
  return toPage(rows.map(toInvoice), total, query, totalIsCapped);
}

/** The policy if the caller reads it (policies' rule) and its billing: 404 otherwise. */
async function billedPolicy(deps: Pick<BillingDeps, 'db'>, caller: Caller, policyId: string) {
  if (billingScopeOf(caller).kind === 'NONE') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return requirePolicy(deps.db, caller, policyId);
}

/** GET /api/billing/v1/balance/{policyId}: invoiced, paid and owed, from the ledger. */
export async function policyBalance(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  policyId: string,
): Promise<PolicyBalance> {
  const policy = await billedPolicy(deps, caller, policyId);
  const accounts = await repo.policyLedger(deps.db, policy.id);
  const of = (account: string) => Number(accounts.find((a) => a.account === account)?.amount ?? 0);
  const balance = of('RECEIVABLE');
  const paid = of('CASH');
  return {
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    currency: policy.currency,
    // What was invoiced is what is owed, what was paid and what a financer took on.
    invoiced: balance + paid + of('FINANCE_RECEIVABLE'),
    paid,
    balance,
  };
}

/** GET /api/billing/v1/invoice/balance/{policyId}: each invoice with what is owed on it. */
export async function invoiceBalance(
  deps: Pick<BillingDeps, 'db'>,
  caller: Caller,
  policyId: string,
): Promise<InvoiceBalance> {
  const policy = await billedPolicy(deps, caller, policyId);
  const invoices = (await repo.invoicesOfPolicy(deps.db, policy.id)).map(toInvoice);
  return {
    policyId: policy.id,
    currency: policy.currency,
    invoices: invoices.map((i) => ({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      kind: i.kind,
      total: i.total,
      balance: i.balance,
      status: i.status,
      dueDate: i.dueDate,
    })),
    balance: invoices.reduce((sum, i) => sum + i.balance, 0),
  };
}
