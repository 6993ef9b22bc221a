import type { HazardAssignment } from './industry-hazard.ts';

/**
 * Limit, aggregate, deductible, waiting-period and retroactive factors, relative to the base
 * (1,000,000 limit, aggregate = limit, 25,000 deductible, 12 hours, full prior acts), and the
 * underwriting limits that go with them: minimum deductibles by revenue and limit caps for small
 * or high-hazard accounts. All figures are the products' filed-rate assumptions.
 */

/**
 * Increased-limit factors. Between points the factor is interpolated linearly, and below the
 * first point it falls linearly to 0, so a sub-limit of any size has a factor. The factors are
 * concave (each extra 500,000 of limit costs less than the one before), as in every published
 * increased-limits table.
 */
export const ILF_POINTS: readonly (readonly [limit: number, factor: number])[] = [
  [0, 0],
  [50_000, 0.18],
  [100_000, 0.28],
  [250_000, 0.5],
  [500_000, 0.72],
  [750_000, 0.87],
  [1_000_000, 1.0],
  [1_500_000, 1.26],
  [2_000_000, 1.48],
  [2_500_000, 1.67],
  [3_000_000, 1.84],
  [3_500_000, 1.99],
  [4_000_000, 2.13],
  [4_500_000, 2.26],
  [5_000_000, 2.38],
];

export function increasedLimitFactor(limit: number): number {
  const last = ILF_POINTS[ILF_POINTS.length - 1]!;
  if (limit >= last[0]) {
    const prev = ILF_POINTS[ILF_POINTS.length - 2]!;
    return last[1] + ((limit - last[0]) * (last[1] - prev[1])) / (last[0] - prev[0]);
  }
  let i = 1;
  while (limit > ILF_POINTS[i]![0]) i++;
  const [x0, y0] = ILF_POINTS[i - 1]!;
  const [x1, y1] = ILF_POINTS[i]!;
  return y0 + ((limit - x0) * (y1 - y0)) / (x1 - x0);
}

/** Each full limit of aggregate above the limit adds 15 % (aggregate at most twice the limit). */
export const AGGREGATE_LOAD_PER_LIMIT = 0.15;
export const aggregateFactor = (limit: number, aggregateLimit: number): number =>
  1 + AGGREGATE_LOAD_PER_LIMIT * (aggregateLimit / limit - 1);

/** Deductible (UK: excess) factors by option; higher deductibles earn larger credits. */
export const DEDUCTIBLE_FACTORS: Readonly<Record<number, number>> = {
  1_000: 1.2,
  2_500: 1.15,
  5_000: 1.1,
  10_000: 1.05,
  25_000: 1.0,
  50_000: 0.94,
  100_000: 0.88,
  250_000: 0.8,
};

/** Minimum deductible by revenue: revenue above `revenueAbove` needs at least `deductible`. */
export const MINIMUM_DEDUCTIBLES: readonly { revenueAbove: number; deductible: number }[] = [
  { revenueAbove: 25_000_000, deductible: 5_000 },
  { revenueAbove: 100_000_000, deductible: 10_000 },
  { revenueAbove: 500_000_000, deductible: 25_000 },
  { revenueAbove: 1_000_000_000, deductible: 50_000 },
];

export function minimumDeductibleFor(revenue: number): {
  deductible: number;
  revenueAbove: number;
} {
  let found = { deductible: 0, revenueAbove: 0 };
  for (const row of MINIMUM_DEDUCTIBLES) if (revenue > row.revenueAbove) found = row;
  return found;
}

/** The highest limit offered to small accounts, by revenue. */
export const REVENUE_LIMIT_CAPS: readonly { revenueBelow: number; maxLimit: number }[] = [
  { revenueBelow: 1_000_000, maxLimit: 1_000_000 },
  { revenueBelow: 5_000_000, maxLimit: 2_000_000 },
  { revenueBelow: 10_000_000, maxLimit: 3_000_000 },
];

/** The highest limit offered to high-hazard classes. */
export const HAZARD_LIMIT_CAPS: Partial<Record<HazardAssignment, number>> = {
  5: 3_000_000,
};

export function revenueLimitCap(
  revenue: number,
): { revenueBelow: number; maxLimit: number } | null {
  for (const row of REVENUE_LIMIT_CAPS) if (revenue < row.revenueBelow) return row;
  return null;
}

/** Waiting period before business-interruption cover starts (hours); shorter costs more. */
export const WAITING_PERIOD_FACTORS: Readonly<Record<number, number>> = {
  6: 1.06,
  8: 1.04,
  12: 1.0,
  24: 0.95,
};

/** Retroactive period (years; -1 Full Prior Acts): a shorter look-back costs less. */
export const RETROACTIVE_FACTORS: Readonly<Record<number, number>> = {
  1: 0.9,
  2: 0.94,
  [-1]: 1.0,
};
