import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TALLY_SKIPPED_STATUSES,
  ACTIVE_POLICY_STATUSES,
  accountStatusTallies,
  BINDER_COUNT_STATUSES,
  bookTotals,
  bookTotalsOfGroups,
  countsAsActivePolicy,
  countsAsBinder,
  countsAsWrittenPremium,
  countsInLimit,
  countsInPremium,
  LIMIT_SUM_STATUSES,
  POLICY_STATUSES,
  PREMIUM_SUM_STATUSES,
  skippedInAccountTallies,
} from '../src/index.ts';

/** Spec 3 §3 "Status values seen", verbatim and in its order: all 29. */
const SPEC_STATUS_VALUES = [
  'ACTIVE',
  'READY',
  'INDICATION',
  'SIGNED',
  'EXPIRED',
  'BINDER EXPIRED',
  'INVALID',
  'BOUND',
  'REQUESTED',
  'REFERRED',
  'IN_REVIEW',
  'LOST',
  'DELETED',
  'DECLINED',
  'VOID',
  'DRAFT',
  'IN FORCE',
  'ISSUED',
  'TEMPORARY',
  'API_REJECTED',
  'RESCIND',
  'RENEWED',
  'VOID TRANSACTION',
  'CANCELLED',
  'CANCEL PENDING',
  'CANCEL TRANSACTION',
  'IN REINSTATEMENT PERIOD',
  'FLAT CANCELLED',
  'CANCEL REQUESTED',
];

type Row = { active: boolean; premium: boolean; binder: boolean; limit: boolean; skipped: boolean };
const none: Row = { active: false, premium: false, binder: false, limit: false, skipped: false };

/** Spec 3 §5 counting rules, status by status. */
const TABLE: Record<string, Row> = {
  ACTIVE: { ...none, limit: true },
  READY: none,
  INDICATION: none,
  SIGNED: none,
  EXPIRED: none,
  'BINDER EXPIRED': none,
  INVALID: { ...none, skipped: true },
  BOUND: { ...none, binder: true, limit: true },
  REQUESTED: none,
  REFERRED: none,
  IN_REVIEW: none,
  LOST: none,
  DELETED: none,
  DECLINED: none,
  VOID: none,
  DRAFT: { ...none, skipped: true },
  'IN FORCE': { ...none, active: true, premium: true, limit: true },
  ISSUED: { ...none, active: true, premium: true, limit: true },
  // the spec's tally rule says TEMP: read as TEMPORARY, the status list's spelling
  TEMPORARY: { ...none, skipped: true },
  API_REJECTED: none,
  RESCIND: none,
  RENEWED: none,
  'VOID TRANSACTION': none,
  CANCELLED: { ...none, premium: true },
  'CANCEL PENDING': { ...none, active: true, premium: true },
  'CANCEL TRANSACTION': { ...none, premium: true },
  'IN REINSTATEMENT PERIOD': { ...none, active: true, premium: true },
  'FLAT CANCELLED': none,
  'CANCEL REQUESTED': { ...none, active: true, premium: true },
};

describe('the counting rules (spec 3 §5) over every status of spec 3 §3', () => {
  it('the table is exhaustive: exactly the 29 status values seen', () => {
    expect(SPEC_STATUS_VALUES).toHaveLength(29);
    expect(new Set(SPEC_STATUS_VALUES).size).toBe(29);
    expect(Object.keys(TABLE).sort()).toEqual([...SPEC_STATUS_VALUES].sort());
  });

  it.each(Object.entries(TABLE))('%s', (status, row) => {
    expect({
      active: countsAsActivePolicy(status),
      premium: countsInPremium(status),
      binder: countsAsBinder(status),
      limit: countsInLimit(status),
      skipped: skippedInAccountTallies(status),
    }).toEqual(row);
  });

  it('every status the rules name is a status value of the spec (TEMP the one abbreviation)', () => {
    const named = [
      ...ACTIVE_POLICY_STATUSES,
      ...PREMIUM_SUM_STATUSES,
      ...BINDER_COUNT_STATUSES,
      ...LIMIT_SUM_STATUSES,
      ...ACCOUNT_TALLY_SKIPPED_STATUSES,
    ];
    expect(named.filter((s) => !SPEC_STATUS_VALUES.includes(s))).toEqual(['TEMP']);
    expect(skippedInAccountTallies('TEMP')).toBe(true);
  });

  it('every policy status is a status value of the spec', () => {
    expect(POLICY_STATUSES.filter((s) => !SPEC_STATUS_VALUES.includes(s))).toEqual([]);
  });

  it('statuses are matched exactly: no underscores, case or trimming', () => {
    for (const status of ['IN_FORCE', 'in force', ' IN FORCE', 'Bound', 'CANCEL_PENDING', '']) {
      expect(countsAsActivePolicy(status) || countsInPremium(status)).toBe(false);
      expect(countsAsBinder(status) || countsInLimit(status)).toBe(false);
    }
  });
});

describe('bookTotals', () => {
  it('is all zeros over no rows', () => {
    expect(bookTotals([])).toEqual({
      activePolicies: 0,
      premiumInForce: 0,
      binders: 0,
      limitInForce: 0,
    });
  });

  it('counts and sums each row by its status; a row may count in several totals', () => {
    const rows = [
      { status: 'IN FORCE', totalPremium: 250_000, limit: 1_000_000 },
      { status: 'ISSUED', totalPremium: 125_050, limit: 500_000 },
      { status: 'BOUND', totalPremium: 99_999, limit: 2_000_000 },
      { status: 'BOUND', totalPremium: 1, limit: 250_000 },
      { status: 'CANCELLED', totalPremium: 40_000, limit: 1_000_000 },
      { status: 'CANCEL PENDING', totalPremium: 10_000, limit: 3_000_000 },
      { status: 'ACTIVE', totalPremium: 7_777, limit: 100_000 },
      { status: 'EXPIRED', totalPremium: 500_000, limit: 5_000_000 },
      { status: 'BINDER EXPIRED', totalPremium: 500_000, limit: 5_000_000 },
      { status: 'RESCIND', totalPremium: 500_000, limit: 5_000_000 },
      { status: 'READY', totalPremium: 500_000, limit: 5_000_000 },
    ];
    expect(bookTotals(rows)).toEqual({
      // IN FORCE, ISSUED, CANCEL PENDING
      activePolicies: 3,
      // IN FORCE + ISSUED + CANCELLED + CANCEL PENDING
      premiumInForce: 250_000 + 125_050 + 40_000 + 10_000,
      // the two BOUND rows only
      binders: 2,
      // IN FORCE + ISSUED + both BOUND + ACTIVE
      limitInForce: 1_000_000 + 500_000 + 2_000_000 + 250_000 + 100_000,
    });
  });

  it('keeps minor units exact: integers in, an integer out', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      status: 'IN FORCE',
      totalPremium: 10 + (i % 7),
      limit: 1,
    }));
    const { premiumInForce } = bookTotals(rows);
    expect(Number.isInteger(premiumInForce)).toBe(true);
    expect(premiumInForce).toBe(rows.reduce((sum, r) => sum + r.totalPremium, 0));
  });
});

describe('bookTotalsOfGroups', () => {
  it('gives the same totals as bookTotals over the rows the groups summarise', () => {
    const rows = [
      { status: 'IN FORCE', totalPremium: 100_000, limit: 1_000_000 },
      { status: 'IN FORCE', totalPremium: 250_000, limit: 2_000_000 },
      { status: 'BOUND', totalPremium: 70_000, limit: 500_000 },
      { status: 'CANCELLED', totalPremium: 40_000, limit: 1_000_000 },
      { status: 'EXPIRED', totalPremium: 90_000, limit: 1_000_000 },
      { status: 'ISSUED', totalPremium: 10_001, limit: 3_000_000 },
    ];
    const groups = new Map<
      string,
      { status: string; count: number; totalPremium: number; limit: number }
    >();
    for (const r of rows) {
      const g = groups.get(r.status) ?? { status: r.status, count: 0, totalPremium: 0, limit: 0 };
      g.count += 1;
      g.totalPremium += r.totalPremium;
      g.limit += r.limit;
      groups.set(r.status, g);
    }
    expect(bookTotalsOfGroups([...groups.values()])).toEqual(bookTotals(rows));
    expect(bookTotalsOfGroups([...groups.values()])).toEqual({
      activePolicies: 3,
      premiumInForce: 400_001,
      binders: 1,
      limitInForce: 6_500_000,
    });
  });
});

describe('accountStatusTallies', () => {
  const rows = ['OPEN', 'DRAFT', 'QUOTED', 'OPEN', 'INVALID', 'TEMP', 'TEMPORARY', 'OPEN'].map(
    (status) => ({ status }),
  );

  it('counts per status, skipping INVALID, DRAFT and TEMP(ORARY)', () => {
    expect(accountStatusTallies(rows)).toEqual({ OPEN: 3, QUOTED: 1 });
    expect(accountStatusTallies(rows, { includeSkipped: false })).toEqual({ OPEN: 3, QUOTED: 1 });
  });

  it('includes the skipped statuses when asked, in the order they first appear', () => {
    const tallies = accountStatusTallies(rows, { includeSkipped: true });
    expect(tallies).toEqual({ OPEN: 3, DRAFT: 1, QUOTED: 1, INVALID: 1, TEMP: 1, TEMPORARY: 1 });
    expect(Object.keys(tallies)).toEqual([
      'OPEN',
      'DRAFT',
      'QUOTED',
      'INVALID',
      'TEMP',
      'TEMPORARY',
    ]);
  });

  it('is empty over no rows, or only skipped ones', () => {
    expect(accountStatusTallies([])).toEqual({});
    expect(accountStatusTallies([{ status: 'DRAFT' }, { status: 'INVALID' }])).toEqual({});
  });
});

describe('the premium-by-month chart', () => {
  it.each(SPEC_STATUS_VALUES)(
    '%s is written premium exactly when it is a binder or in the premium sums',
    (status) => {
      const row = TABLE[status]!;
      expect(countsAsWrittenPremium(status)).toBe(row.binder || row.premium);
    },
  );
});
