/**
 * The premium arithmetic of policy transactions (the servicing issue; decision 046): an
 * endorsement's premium is pro rata by day for the rest of the term, a cancellation returns the
 * unearned premium pro rata or short rate, a flat cancellation returns all of it. Amounts are
 * minor units (cents, pence) as integers; days are YYYY-MM-DD calendar days in UTC. Each result
 * is rounded once, half away from zero.
 */

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (YYYY-MM-DD; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      DAY_MS,
  );

/** Round half away from zero (a return of −0.5 cents is −1, not 0); never −0. */
const roundMinor = (value: number): number => Math.sign(value) * Math.round(Math.abs(value)) || 0;

/**
 * The short-rate penalty (design): a cancellation the insured asks for keeps this share of the
 * unearned premium as the insurer's cost of writing the policy; the rest is returned.
 */
export const SHORT_RATE_PENALTY = 0.1;

/** How a cancellation returns premium (design): pro rata by day, or short rate. */
export const RETURN_METHODS = ['PRO_RATA', 'SHORT_RATE'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

export const RETURN_METHOD_LABELS: Record<ReturnMethod, string> = {
  PRO_RATA: 'Pro rata',
  SHORT_RATE: 'Short rate',
};

/** The term of a policy: from its effective date (inclusive) to its end date (exclusive). */
export type PolicyTerm = { effectiveDate: string; endDate: string };

/**
 * The share of the term from `on` to its end (1 on the effective date, 0 on the end date),
 * clamped to the term.
 */
export function unexpiredShare(term: PolicyTerm, on: string): number {
  const total = daysBetween(term.effectiveDate, term.endDate);
  if (total <= 0) return 0;
  const left = daysBetween(on, term.endDate);
  return Math.min(1, Math.max(0, left / total));
}

/**
 * The premium an endorsement charges (positive) or returns (negative): the change of annual
 * premium, pro rata for the days from the endorsement's effective date to the end of the term.
 */
export function endorsementPremium(
  term: PolicyTerm,
  effectiveDate: string,
  annualBefore: number,
  annualAfter: number,
): number {
  return roundMinor((annualAfter - annualBefore) * unexpiredShare(term, effectiveDate));
}

/** One period of a policy's term at an annual premium: from `from` until the next one starts. */
export type PremiumSegment = { from: string; annualPremium: number };

/**
 * The premium written over a term whose annual premium changed at each segment's start (the
 * first segment starts on the effective date): the first annual premium and every change, pro
 * rata from its day — the sum of the transactions' premiums.
 */
export function writtenPremium(term: PolicyTerm, segments: readonly PremiumSegment[]): number {
  let written = 0;
  let previous = 0;
  for (const segment of segments) {
    written += endorsementPremium(term, segment.from, previous, segment.annualPremium);
    previous = segment.annualPremium;
  }
  return written;
}

/**
 * The premium a cancellation effective `on` returns: the unearned premium — each segment's
 * annual premium pro rata for its days after `on` — less the short-rate penalty when the method
 * is SHORT_RATE. Cancelling on (or after) the end date returns 0; on (or before) the effective
 * date returns what was written (a flat cancellation, whatever the method).
 */
export function returnPremium(
  term: PolicyTerm,
  segments: readonly PremiumSegment[],
  on: string,
  method: ReturnMethod,
): number {
  if (on <= term.effectiveDate) return writtenPremium(term, segments);
  if (on >= term.endDate) return 0;
  const total = daysBetween(term.effectiveDate, term.endDate);
  let unearned = 0;
  segments.forEach((segment, i) => {
    const start = segment.from > on ? segment.from : on;
    const next = segments[i + 1]?.from ?? term.endDate;
    const days = daysBetween(start, next);
    if (days > 0) unearned += (segment.annualPremium * days) / total;
  });
  const kept = method === 'SHORT_RATE' ? unearned * SHORT_RATE_PENALTY : 0;
  return roundMinor(unearned - kept);
}
