import {
  QUOTE_MIN_PROFILE_SCORE,
  quoteReadiness,
  type Account,
  type Persona,
  type ProductCode,
  type QuoteReadiness,
  type QuoteReadinessInput,
} from '@cyber/domain';

/** Spec 3 §4 "Quoting eligibility": Open, Quoted or Active Policy, and a profile score ≥ 4. */
const QUOTABLE_STATUSES: readonly string[] = ['OPEN', 'QUOTED', 'ACTIVE_POLICY'];

export type RequestQuoteEligibility =
  | { eligible: true }
  | { eligible: false; reason: 'notEligible' }
  /** What the account lacks, named fact by fact (decision 034). */
  | { eligible: false; reason: 'needsMoreInformation'; readiness: QuoteReadiness };

export function requestQuoteEligibility(
  account: Pick<Account, 'accountStatus' | 'profileScore'> & QuoteReadinessInput,
): RequestQuoteEligibility {
  if (!QUOTABLE_STATUSES.includes(account.accountStatus.toUpperCase())) {
    return { eligible: false, reason: 'notEligible' };
  }
  const readiness = quoteReadiness(account);
  if (!readiness.ready || account.profileScore < QUOTE_MIN_PROFILE_SCORE) {
    return { eligible: false, reason: 'needsMoreInformation', readiness };
  }
  return { eligible: true };
}

/** The product the account page quotes by default: P100 in the US, Prime One in the UK. */
export const defaultQuoteProduct = (region: Account['region']): ProductCode =>
  region === 'UK' ? 'P_ONE' : 'P100';

/** The personas with a quote calculator route. */
export const REQUEST_QUOTE_PERSONAS: readonly Persona[] = ['agency', 'admin'];

/** {base}/requestQuote/{productType}/{accountId}. */
export const requestQuotePath = (persona: Persona, product: ProductCode, accountId: string) =>
  `/${persona}/requestQuote/${encodeURIComponent(product)}/${encodeURIComponent(accountId)}`;
