import {
  canQuoteWithScore,
  QUOTABLE_ACCOUNT_STATUSES,
  QUOTE_MESSAGES,
  quoteReadiness,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { AccountRow } from '../../accounts/index.ts';

/** The account lacks an industry code, a revenue, an address or a rating state (decision 034). */
function lacksRatingFacts({ org, profile: p }: AccountRow): boolean {
  return (
    quoteReadiness({
      region: org.region === 'UK' ? 'UK' : 'US',
      naicsCode: p.naicsCode,
      sicCode: p.sicCode,
      totalRevenue: p.totalRevenue,
      physicalAddress: { address1: p.address1, city: p.city, state: p.state, zipCode: p.zipCode },
    }).missing.length > 0
  );
}

/**
 * Spec 3 §4 quoting eligibility, checked whenever a quote is created or rated again: a quotable
 * status, a profile score of at least 4, and what the rater cannot price without (decision 034).
 */
export function assertQuotable(account: AccountRow) {
  if (!(QUOTABLE_ACCOUNT_STATUSES as readonly string[]).includes(account.profile.accountStatus)) {
    throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.notEligible);
  }
  if (!canQuoteWithScore(account.profile.profileScore) || lacksRatingFacts(account)) {
    throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.needsMoreInformation);
  }
}
