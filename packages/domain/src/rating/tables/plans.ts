import type { ProductCode } from '../../products/products.ts';

/**
 * The rating plan per product: which revenue-band table it starts from, its product factor, its
 * minimum premium per limit, where revenue refers or declines, and its default fees. Every figure
 * here is the product's own filed-rate assumption (docs/rating.md, "Sources").
 *
 * Amounts of cover and revenue are whole currency units; premiums in these tables are whole
 * currency units; fees are minor units (cents, pence) like every charge the engine returns.
 */

export const RATING_PLAN_VERSION = '2025.1';
/** The plan applies to policies effective on or after this date (spec 3 §9 date cut-off). */
export const RATING_PLAN_EFFECTIVE_FROM = '2020-01-01';

export const BASE_RATE_TABLES = ['US_SMALL', 'US_MIDDLE', 'UK'] as const;
export type BaseRateTable = (typeof BASE_RATE_TABLES)[number];

/**
 * A base-rate table: the premium at zero revenue plus a marginal rate per million of revenue in
 * each band (for a 1,000,000 limit, 25,000 deductible, 12-hour waiting period, full prior acts,
 * the calculator's defaults). Marginal rates only fall, so the base premium rises with revenue,
 * continuously and ever more slowly.
 */
export type RevenueBandTable = {
  atZero: number;
  bands: readonly { from: number; ratePerMillion: number }[];
};

export const REVENUE_BANDS: Record<BaseRateTable, RevenueBandTable> = {
  US_SMALL: {
    atZero: 1_000,
    bands: [
      { from: 0, ratePerMillion: 700 },
      { from: 1_000_000, ratePerMillion: 450 },
      { from: 5_000_000, ratePerMillion: 300 },
      { from: 10_000_000, ratePerMillion: 220 },
      { from: 25_000_000, ratePerMillion: 150 },
      { from: 50_000_000, ratePerMillion: 100 },
      { from: 100_000_000, ratePerMillion: 60 },
      { from: 250_000_000, ratePerMillion: 35 },
    ],
  },
  US_MIDDLE: {
    atZero: 1_500,
    bands: [
      { from: 0, ratePerMillion: 900 },
      { from: 1_000_000, ratePerMillion: 600 },
      { from: 5_000_000, ratePerMillion: 400 },
      { from: 10_000_000, ratePerMillion: 300 },
      { from: 25_000_000, ratePerMillion: 200 },
      { from: 50_000_000, ratePerMillion: 130 },
      { from: 100_000_000, ratePerMillion: 80 },
      { from: 250_000_000, ratePerMillion: 50 },
      { from: 1_000_000_000, ratePerMillion: 30 },
    ],
  },
  UK: {
    atZero: 750,
    bands: [
      { from: 0, ratePerMillion: 600 },
      { from: 1_000_000, ratePerMillion: 380 },
      { from: 5_000_000, ratePerMillion: 260 },
      { from: 10_000_000, ratePerMillion: 190 },
      { from: 25_000_000, ratePerMillion: 130 },
      { from: 50_000_000, ratePerMillion: 90 },
      { from: 100_000_000, ratePerMillion: 55 },
    ],
  },
};

/** Each band's premium at its lower bound, computed once from the marginal rates. */
const BAND_FLOORS: Record<BaseRateTable, number[]> = Object.fromEntries(
  BASE_RATE_TABLES.map((table) => {
    const { atZero, bands } = REVENUE_BANDS[table];
    const floors: number[] = [];
    let premium = atZero;
    bands.forEach((band, i) => {
      if (i > 0) {
        const prev = bands[i - 1]!;
        premium += ((band.from - prev.from) / 1_000_000) * prev.ratePerMillion;
      }
      floors.push(premium);
    });
    return [table, floors];
  }),
) as Record<BaseRateTable, number[]>;

/** The base premium for a revenue (whole currency units in and out). */
export function basePremiumFor(table: BaseRateTable, revenue: number): number {
  const { bands } = REVENUE_BANDS[table];
  const floors = BAND_FLOORS[table];
  let i = bands.length - 1;
  while (i > 0 && revenue < bands[i]!.from) i--;
  const band = bands[i]!;
  return floors[i]! + ((revenue - band.from) / 1_000_000) * band.ratePerMillion;
}

/** The band a revenue falls in, for the breakdown ("5,000,000 – 10,000,000"). */
export function revenueBandOf(
  table: BaseRateTable,
  revenue: number,
): { from: number; to: number | null } {
  const { bands } = REVENUE_BANDS[table];
  let i = bands.length - 1;
  while (i > 0 && revenue < bands[i]!.from) i--;
  return { from: bands[i]!.from, to: bands[i + 1]?.from ?? null };
}

export type MinimumPremium = { limit: number; premium: number };

export type RatingPlan = {
  baseTable: BaseRateTable;
  productFactor: number;
  /** Minimum premium for limits from `limit` up (whole currency units). */
  minimumPremiums: readonly MinimumPremium[];
  /** Revenue above this refers to an underwriter. */
  referRevenueAbove: number;
  /** Revenue above this is outside the product's appetite. */
  declineRevenueAbove: number;
  /** Default fees in minor units; callers may override them (underwriter fee edits). */
  defaultFees: { mgaFee: number; brokerFee: number };
};

const US_SMALL_MINIMUMS: readonly MinimumPremium[] = [
  { limit: 1_000_000, premium: 750 },
  { limit: 2_000_000, premium: 1_100 },
  { limit: 3_000_000, premium: 1_400 },
  { limit: 4_000_000, premium: 1_700 },
  { limit: 5_000_000, premium: 2_000 },
];
const US_MIDDLE_MINIMUMS: readonly MinimumPremium[] = [
  { limit: 1_000_000, premium: 1_250 },
  { limit: 2_000_000, premium: 1_900 },
  { limit: 3_000_000, premium: 2_500 },
  { limit: 4_000_000, premium: 3_000 },
  { limit: 5_000_000, premium: 3_500 },
];
const US_TECH_MINIMUMS: readonly MinimumPremium[] = [
  { limit: 1_000_000, premium: 1_500 },
  { limit: 2_000_000, premium: 2_250 },
  { limit: 3_000_000, premium: 3_000 },
  { limit: 4_000_000, premium: 3_600 },
  { limit: 5_000_000, premium: 4_200 },
];
const UK_MINIMUMS: readonly MinimumPremium[] = [
  { limit: 1_000_000, premium: 600 },
  { limit: 2_000_000, premium: 900 },
  { limit: 3_000_000, premium: 1_150 },
  { limit: 4_000_000, premium: 1_400 },
  { limit: 5_000_000, premium: 1_650 },
];
const UK_TECH_MINIMUMS: readonly MinimumPremium[] = [
  { limit: 1_000_000, premium: 1_200 },
  { limit: 2_000_000, premium: 1_800 },
  { limit: 3_000_000, premium: 2_400 },
  { limit: 4_000_000, premium: 2_900 },
  { limit: 5_000_000, premium: 3_400 },
];

const M = 1_000_000;
const plan = (
  baseTable: BaseRateTable,
  productFactor: number,
  minimumPremiums: readonly MinimumPremium[],
  referRevenueAbove: number,
  declineRevenueAbove: number,
  mgaFee: number,
): RatingPlan => ({
  baseTable,
  productFactor,
  minimumPremiums,
  referRevenueAbove,
  declineRevenueAbove,
  defaultFees: { mgaFee, brokerFee: 0 },
});

export const RATING_PLANS: Record<ProductCode, RatingPlan> = {
  P100: plan('US_SMALL', 1.0, US_SMALL_MINIMUMS, 50 * M, 100 * M, 0),
  P100_PRO: plan('US_SMALL', 1.1, US_SMALL_MINIMUMS, 100 * M, 250 * M, 150_00),
  PRIME_CLOUD: plan('US_SMALL', 0.9, US_SMALL_MINIMUMS, 50 * M, 100 * M, 100_00),
  P250: plan('US_MIDDLE', 1.0, US_MIDDLE_MINIMUMS, 500 * M, 1_000 * M, 150_00),
  P250_S: plan('US_MIDDLE', 1.15, US_MIDDLE_MINIMUMS, 1_000 * M, 2_500 * M, 250_00),
  P_PLUS: plan('US_MIDDLE', 1.1, US_MIDDLE_MINIMUMS, 500 * M, 1_000 * M, 150_00),
  PRIME_PLUS: plan('US_MIDDLE', 1.1, US_MIDDLE_MINIMUMS, 500 * M, 1_000 * M, 150_00),
  PRIME_TECH: plan('US_SMALL', 1.0, US_TECH_MINIMUMS, 50 * M, 250 * M, 150_00),
  PRIME_TECH_PLUS: plan('US_MIDDLE', 1.1, US_TECH_MINIMUMS, 250 * M, 500 * M, 150_00),
  ZSP: plan('US_SMALL', 1.0, US_TECH_MINIMUMS, 50 * M, 250 * M, 150_00),
  P_ONE: plan('UK', 1.0, UK_MINIMUMS, 50 * M, 250 * M, 0),
  P_ONE_PLUS: plan('UK', 1.1, UK_MINIMUMS, 100 * M, 250 * M, 0),
  PRIME_ONE_TECH: plan('UK', 1.0, UK_TECH_MINIMUMS, 50 * M, 250 * M, 0),
  PRIME_ONE_TECH_PLUS: plan('UK', 1.1, UK_TECH_MINIMUMS, 100 * M, 250 * M, 0),
};

/** The minimum premium for a limit: the entry of the largest table limit not above it. */
export function minimumPremiumFor(plan: RatingPlan, limit: number): number {
  const table = plan.minimumPremiums;
  let premium = table[0]!.premium;
  for (const row of table) if (limit >= row.limit) premium = row.premium;
  return premium;
}

/** Employee count: a records-exposure proxy alongside revenue. */
export const EMPLOYEE_FACTORS: readonly { upTo: number; factor: number }[] = [
  { upTo: 10, factor: 0.95 },
  { upTo: 50, factor: 1.0 },
  { upTo: 250, factor: 1.05 },
  { upTo: 1_000, factor: 1.1 },
  { upTo: Number.POSITIVE_INFINITY, factor: 1.15 },
];

export function employeeFactorFor(employees: number): number {
  for (const row of EMPLOYEE_FACTORS) if (employees <= row.upTo) return row.factor;
  return EMPLOYEE_FACTORS[EMPLOYEE_FACTORS.length - 1]!.factor;
}
