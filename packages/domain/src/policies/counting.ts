import type { PolicyStatus } from './policy-status.ts';

/**
 * The dashboard's counting rules (spec 3 §5 counting rules), in one place so the server's
 * totals and the screens never disagree. The sets hold statuses of any kind (policy, binder,
 * quote or account status), so they are plain string sets and the predicates take any string.
 */

/** Spec 3 §5: "active policy count = IN FORCE, ISSUED, CANCEL REQUESTED, CANCEL PENDING, IN REINSTATEMENT PERIOD". */
export const ACTIVE_POLICY_STATUSES: readonly string[] = [
  'IN FORCE',
  'ISSUED',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
] satisfies readonly PolicyStatus[];

/**
 * Spec 3 §5: "Premium sums cover IN FORCE, ISSUED, CANCELLED, CANCEL TRANSACTION, CANCEL
 * REQUESTED, CANCEL PENDING, IN REINSTATEMENT PERIOD" (a cancelled policy's earned premium
 * stays in the book).
 */
export const PREMIUM_SUM_STATUSES: readonly string[] = [
  'IN FORCE',
  'ISSUED',
  'CANCELLED',
  'CANCEL TRANSACTION',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
] satisfies readonly PolicyStatus[];

/** Spec 3 §5: "Binder counts come from BOUND" (not BINDER EXPIRED nor RESCIND). */
export const BINDER_COUNT_STATUSES: readonly string[] = ['BOUND'] satisfies readonly PolicyStatus[];

/**
 * Spec 3 §5: "Limit sums come from IN FORCE, BOUND, ISSUED, ACTIVE". ACTIVE is not a policy
 * status (an account's or a quote's): kept as the spec has it.
 */
export const LIMIT_SUM_STATUSES: readonly string[] = [
  'IN FORCE',
  'BOUND',
  'ISSUED',
  'ACTIVE',
] satisfies readonly (PolicyStatus | 'ACTIVE')[];

/**
 * Spec 3 §5: "Account status tallies skip INVALID, DRAFT and TEMP unless asked". The status
 * values of spec 3 §3 spell the last one TEMPORARY, so both spellings are skipped (design).
 */
export const ACCOUNT_TALLY_SKIPPED_STATUSES: readonly string[] = [
  'INVALID',
  'DRAFT',
  'TEMP',
  'TEMPORARY',
];

/** Whether a row in `status` counts in the active policy count. */
export const countsAsActivePolicy = (status: string): boolean =>
  ACTIVE_POLICY_STATUSES.includes(status);

/** Whether a row in `status` counts in the premium sums. */
export const countsInPremium = (status: string): boolean => PREMIUM_SUM_STATUSES.includes(status);

/** Whether a row in `status` counts as a binder. */
export const countsAsBinder = (status: string): boolean => BINDER_COUNT_STATUSES.includes(status);

/**
 * Whether a row's premium is "written" in the dashboard's premium-by-month chart (design): the
 * binders of the binder count and the policies of the premium sums, in the month they were bound.
 */
export const countsAsWrittenPremium = (status: string): boolean =>
  countsInPremium(status) || countsAsBinder(status);

/** Whether a row in `status` counts in the limit sums. */
export const countsInLimit = (status: string): boolean => LIMIT_SUM_STATUSES.includes(status);

/** Whether the account status tallies skip `status` (unless asked to include it). */
export const skippedInAccountTallies = (status: string): boolean =>
  ACCOUNT_TALLY_SKIPPED_STATUSES.includes(status);

/** A row the book's totals are taken over: money in minor units, limit in whole units. */
export interface BookRow {
  status: string;
  /** Cents (pence), an integer. */
  totalPremium: number;
  /** Whole currency units, as a quote's limit. */
  limit: number;
}

export interface BookTotals {
  /** Rows counted as active policies. */
  activePolicies: number;
  /** The sum of `totalPremium` of the premium statuses, integer minor units. */
  premiumInForce: number;
  /** Rows counted as binders (BOUND). */
  binders: number;
  /** The sum of `limit` of the limit statuses, whole currency units. */
  limitInForce: number;
}

/**
 * The book's totals over some rows by the spec 3 §5 counting rules. Pure: the rows are summed
 * as given (integers in, so the sums are exact); a row may count in several totals.
 */
export function bookTotals(rows: readonly BookRow[]): BookTotals {
  const totals: BookTotals = { activePolicies: 0, premiumInForce: 0, binders: 0, limitInForce: 0 };
  for (const row of rows) {
    if (countsAsActivePolicy(row.status)) totals.activePolicies += 1;
    if (countsInPremium(row.status)) totals.premiumInForce += row.totalPremium;
    if (countsAsBinder(row.status)) totals.binders += 1;
    if (countsInLimit(row.status)) totals.limitInForce += row.limit;
  }
  return totals;
}

/**
 * One status's aggregate as a database answers it (`group by status`): how many rows, and the
 * sums of their `totalPremium` and `limit`. The counting rules then apply per group, so a book
 * of a million policies is summed by the database and still counted by the rules written here.
 */
export interface BookGroup {
  status: string;
  count: number;
  totalPremium: number;
  limit: number;
}

/** The book's totals over per-status groups: the same rules as `bookTotals`, group by group. */
export function bookTotalsOfGroups(groups: readonly BookGroup[]): BookTotals {
  const totals: BookTotals = { activePolicies: 0, premiumInForce: 0, binders: 0, limitInForce: 0 };
  for (const g of groups) {
    if (countsAsActivePolicy(g.status)) totals.activePolicies += g.count;
    if (countsInPremium(g.status)) totals.premiumInForce += g.totalPremium;
    if (countsAsBinder(g.status)) totals.binders += g.count;
    if (countsInLimit(g.status)) totals.limitInForce += g.limit;
  }
  return totals;
}

/**
 * The number of rows per status, in the order the statuses first appear; INVALID, DRAFT and
 * TEMP(ORARY) are left out unless `includeSkipped` (spec 3 §5).
 */
export function accountStatusTallies(
  rows: readonly { status: string }[],
  options: { includeSkipped?: boolean } = {},
): Record<string, number> {
  const tallies = new Map<string, number>();
  for (const { status } of rows) {
    if (!options.includeSkipped && skippedInAccountTallies(status)) continue;
    tallies.set(status, (tallies.get(status) ?? 0) + 1);
  }
  return Object.fromEntries(tallies);
}
