import {
  MESSAGES,
  POLICY_MESSAGES,
  isActingAsProvider,
  type CancellationReason,
  type Policy,
  type ReturnMethod,
  type PolicyPaymentStatus,
  type PolicyStatus,
  type ProductCode,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { scopeOf, type Caller } from '../../../context/index.ts';
import * as repo from '../policies.repository.ts';

/**
 * The caller's policies (`PolicyScope`): provider staff all, an agency its own, a cluster or
 * aggregator its member agencies', an MSSP its accounts', a policyholder its account's, a carrier
 * or reinsurer those on the paper it reads (`paperOf`), a premium processor those it finances.
 */
export function policyScopeOf(caller: Pick<Caller, 'claims' | 'actor'>): repo.PolicyScope | null {
  if (isActingAsProvider(caller.claims)) return { kind: 'ALL' };
  const org = caller.actor.accountId;
  if (!org) return null;
  switch (caller.claims.accountType) {
    case 'AGENCY':
      return { kind: 'AGENCY', agencyId: org };
    case 'CLUSTER':
    case 'DIGITAL':
      return { kind: 'GROUP', groupId: org };
    case 'MSSP':
      return { kind: 'CLIENTS', msspId: org };
    case 'CUSTOMER':
      return { kind: 'ACCOUNT', accountId: org };
    // the policies it finances on an installment plan (decision 052)
    case 'PREMIUM_PROCESSOR':
      return { kind: 'FINANCER', financerId: org };
  }
  const paper = repo.paperOf(scopeOf(caller));
  return paper ? { kind: 'PAPER', paper } : null;
}

/** The scope for a list: anyone without one is refused (403). */
export function requireListScope(caller: Pick<Caller, 'claims' | 'actor'>): repo.PolicyScope {
  const scope = policyScopeOf(caller);
  if (!scope) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return scope;
}

export function toPolicy(row: repo.PolicyViewRow): Policy {
  const p = row.p;
  return {
    id: p.id,
    policyNumber: p.policyNumber,
    quoteId: p.quoteId,
    accountId: p.accountId,
    companyName: row.companyName,
    agencyId: p.agencyId,
    agencyName: row.agencyName,
    carrierId: p.carrierId,
    product: p.product as ProductCode,
    status: p.status as PolicyStatus,
    isPaid: p.paymentStatus === 'Paid',
    paymentStatus: p.paymentStatus as PolicyPaymentStatus,
    premium: p.premium,
    totalPremium: p.totalPremium,
    brokerFee: p.brokerFee,
    mgaFee: p.mgaFee,
    surplusLinesTax: p.surplusLinesTax,
    stampingFee: p.stampingFee,
    premiumTax: p.premiumTax,
    limit: p.limit,
    deductible: p.deductible,
    currency: p.currency === 'GBP' ? 'GBP' : 'USD',
    effectiveDate: p.effectiveDate,
    endDate: p.endDate,
    boundOn: p.boundAt.toISOString(),
    binderExpiresOn: p.binderExpiresOn,
    issuedOn: p.issuedAt ? p.issuedAt.toISOString() : null,
    customerEmail: p.customerEmail,
    revision: p.revision,
    cancellation:
      p.cancelEffectiveDate && p.cancelReason
        ? {
            effectiveDate: p.cancelEffectiveDate,
            reason: p.cancelReason as CancellationReason,
            method: (p.cancelMethod as ReturnMethod | null) ?? null,
            returnPremium: p.returnPremium,
            reinstateBy: p.reinstateBy,
          }
        : null,
    erp: p.erpYears !== null && p.erpEndsOn ? { years: p.erpYears, endsOn: p.erpEndsOn } : null,
    programId: p.programId,
    created: p.createdAt.toISOString(),
    modified: p.updatedAt.toISOString(),
  };
}

/** One policy the caller may see, or a 404 (also when it exists but is not theirs). */
export async function requirePolicy(
  db: Database | Tx,
  caller: Pick<Caller, 'claims' | 'actor'>,
  id: string,
): Promise<Policy> {
  const scope = policyScopeOf(caller);
  const row = scope ? await repo.findPolicy(db, scope, id) : null;
  if (!row) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
  return toPolicy(row);
}
