import {
  QUOTE_MESSAGES,
  quoteTermsOf,
  RatingResultSchema,
  type QuoteCopy,
  type QuoteView,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { Database, Tx } from '../../../db/client.ts';
import type { Caller } from '../../../context/index.ts';
import { quoteScopeOf, type QuoteScope } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';

/**
 * The API view of a stored quote (QuoteViewSchema). A list row or an event (`detail` null)
 * carries no rating. The detail carries the terms, coverages and charges; the broker copy adds
 * the rating worksheet, which the client copy (what the insured sees) never has (decision 033).
 */
export function toQuoteView(row: repo.QuoteViewRow, detail: QuoteCopy | null = null): QuoteView {
  const q = row.quote;
  const rating = detail ? RatingResultSchema.safeParse(q.ratingResult) : null;
  return {
    id: q.id,
    quoteNumber: q.quoteNumber,
    accountId: q.accountId,
    companyName: row.companyName,
    product: q.product as QuoteView['product'],
    status: q.status as QuoteView['status'],
    currency: q.currency === 'GBP' ? 'GBP' : 'USD',
    isSurplus: q.isSurplus,
    limit: q.limit,
    aggLimit: q.aggregateLimit,
    deductible: q.deductible,
    presetName: q.presetName,
    effectiveDate: q.effectiveDate,
    endDate: q.endDate,
    expiresOn: q.expiresOn,
    needByDate: q.needByDate,
    premium: q.premium,
    mgaFee: q.mgaFee,
    totalPremium: q.totalPremium,
    referToUnderwriter: q.referToUnderwriter,
    agencyId: q.agencyId,
    agencyName: row.agencyName,
    agentFirstName: row.agentFirstName,
    agentLastName: row.agentLastName,
    agentEmail: row.agentEmail,
    created: q.createdAt.toISOString(),
    modified: q.updatedAt.toISOString(),
    ...(rating?.success ? { terms: quoteTermsOf(rating.data) } : {}),
    ...(rating?.success && detail === 'broker' ? { rating: rating.data } : {}),
    isRenewal: q.isRenewal,
    state: q.state,
    teamId: q.teamId,
    lostReason: q.lostReason,
    lostReasonSummary: q.lostReasonSummary,
    customerFirstName: q.customerFirstName,
    customerLastName: q.customerLastName,
    customerEmail: q.customerEmail,
    customerPhone: q.customerPhone,
    sentToCustomerAt: q.sentToCustomerAt ? q.sentToCustomerAt.toISOString() : null,
    renewalOfQuoteId: q.renewalOfQuoteId,
    retailAgentFirstName: q.retailAgentFirstName,
    retailAgentLastName: q.retailAgentLastName,
    retailAgentLicenseNumber: q.retailAgentLicenseNumber,
    customRequest: (q.customRequest as QuoteView['customRequest']) ?? null,
    retailRequest: (q.retailRequest as QuoteView['retailRequest']) ?? null,
  };
}

/** The quote if the caller may see it; otherwise a 404 (never a 403). */
export async function requireQuote(db: Database | Tx, scope: QuoteScope, id: string) {
  const row = await repo.findQuote(db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  return row;
}

/** A quote the caller may see (its id and account), or null (also when it is not theirs). */
export const findVisibleQuote = (
  db: Database | Tx,
  caller: Pick<Caller, 'claims' | 'actor'>,
  id: string,
) => repo.findQuoteRef(db, quoteScopeOf(caller), id);

/** What the audit log keeps of a quote. */
export const auditedQuote = (q: repo.QuoteRow) => ({
  quoteNumber: q.quoteNumber,
  status: q.status,
  product: q.product,
  accountId: q.accountId,
  agencyId: q.agencyId,
  totalPremium: q.totalPremium,
  needByDate: q.needByDate,
  lostReason: q.lostReason,
  lostReasonSummary: q.lostReasonSummary,
  deletedAt: q.deletedAt,
});
