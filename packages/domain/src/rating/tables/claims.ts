/**
 * Claims history: how many cyber claims in the last five years, what they cost, and when the
 * most recent one was (the spec's claimHistory answer, spec 3 §3: 0 never, 1 within 12 months,
 * 2 within 2 years … 5 within 5 years or more). Factors and thresholds are the products'
 * filed-rate assumptions.
 */

export const CLAIM_HISTORY_OPTIONS = [
  { value: 0, label: 'Never' },
  { value: 1, label: 'Within 12 months' },
  { value: 2, label: 'Within 2 years' },
  { value: 3, label: 'Within 3 years' },
  { value: 4, label: 'Within 4 years' },
  { value: 5, label: 'Within 5 years or more' },
] as const;
export type ClaimHistory = (typeof CLAIM_HISTORY_OPTIONS)[number]['value'];

/** By claim count: 0, 1, 2, 3 or more. */
export const CLAIM_COUNT_FACTORS: readonly number[] = [1.0, 1.15, 1.35, 1.6];

/** By how recent the latest claim is (claimHistory value); older claims add nothing. */
export const CLAIM_RECENCY_FACTORS: Readonly<Partial<Record<number, number>>> = {
  1: 1.1,
  2: 1.05,
};

/** By total incurred (whole currency units), highest band that applies. */
export const CLAIM_SEVERITY_FACTORS: readonly { above: number; factor: number }[] = [
  { above: 100_000, factor: 1.1 },
  { above: 500_000, factor: 1.25 },
];

export const CLAIM_THRESHOLDS = {
  /** This many claims or more refer. */
  referCount: 2,
  /** Incurred at or above this refers. */
  referAmount: 250_000,
  /** A claim within 12 months refers. */
  referRecency: 1,
  /** This many claims or more decline ("Poor Claims History"). */
  declineCount: 4,
} as const;

export function claimsFactor(count: number, amount: number, lastClaim: number): number {
  if (count <= 0) return 1;
  const byCount = CLAIM_COUNT_FACTORS[Math.min(count, CLAIM_COUNT_FACTORS.length - 1)]!;
  const byRecency = CLAIM_RECENCY_FACTORS[lastClaim] ?? 1;
  let bySeverity = 1;
  for (const row of CLAIM_SEVERITY_FACTORS) if (amount > row.above) bySeverity = row.factor;
  return byCount * byRecency * bySeverity;
}
