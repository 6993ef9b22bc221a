import {
  profileFacts,
  QUOTE_MIN_PROFILE_SCORE,
  type ProfileScoreFact,
} from '../accounts/account-rules.ts';
import type { Region } from '../common/region.ts';
import { ratingStateOf } from './rating-state.ts';

/**
 * What an account needs before it can be priced (decision 034). The rater prices on the industry
 * code (NAICS in the US, SIC in the UK), the revenue (turnover) and the rating state (the US
 * state, or the UK nation of the postcode); the quoting rule (spec 3 §4) also wants a profile
 * score of at least 4. An account that lacks any of these is named, fact by fact, so the broker
 * is sent to fill them in instead of waiting on a calculator that cannot rate.
 */

/** The facts the rater cannot price without, in the order a form asks for them. */
export const RATING_FACTS = ['industry', 'revenue', 'address'] as const;
export type RatingFact = (typeof RATING_FACTS)[number];

/** The facts the quote readiness check can name: the rating facts, then the rest of the score. */
export type ReadinessFact = ProfileScoreFact | 'state';

export type QuoteReadinessInput = {
  region: Region;
  phone?: string | null | undefined;
  domainName?: string | null | undefined;
  noDomainAttested?: boolean | null | undefined;
  naicsCode?: string | null | undefined;
  sicCode?: string | null | undefined;
  totalRevenue?: number | null | undefined;
  noOfEmployees?: number | null | undefined;
  yearEstablished?: number | null | undefined;
  entityType?: string | null | undefined;
  ownershipType?: string | null | undefined;
  dunsNumber?: string | null | undefined;
  physicalAddress: {
    address1?: string | null | undefined;
    city?: string | null | undefined;
    state?: string | null | undefined;
    zipCode?: string | null | undefined;
  };
};

export type QuoteReadiness = {
  ready: boolean;
  /** What the rater needs and the account lacks: every one must be filled in. */
  missing: ReadinessFact[];
  /** Beyond those, how many more profile facts the score still needs (0 when enough). */
  moreFacts: number;
  /** The profile facts that could make up that shortfall. */
  optional: ProfileScoreFact[];
};

export function quoteReadiness(account: QuoteReadinessInput): QuoteReadiness {
  const facts = profileFacts({ ...account, ...account.physicalAddress });
  // the rater reads the region's code: NAICS in the US, SIC in the UK (the other one is no use)
  const ratedCode = account.region === 'UK' ? account.sicCode : account.naicsCode;
  const rated = { ...facts, industry: !!ratedCode?.trim() };
  const missing: ReadinessFact[] = RATING_FACTS.filter((fact) => !rated[fact]);
  const hasState = !!ratingStateOf({ region: account.region, ...account.physicalAddress });
  if (!hasState) missing.push('state');
  // once the rating facts are in, the score counts them; the rest may come from any other fact
  const filledIn = { ...facts, ...Object.fromEntries(RATING_FACTS.map((fact) => [fact, true])) };
  const scoreWithRating = Object.values(filledIn).filter(Boolean).length;
  const moreFacts = Math.max(0, QUOTE_MIN_PROFILE_SCORE - scoreWithRating);
  const optional = (Object.keys(facts) as ProfileScoreFact[]).filter(
    (fact) => !facts[fact] && !(RATING_FACTS as readonly string[]).includes(fact),
  );
  return { ready: missing.length === 0 && moreFacts === 0, missing, moreFacts, optional };
}
