import { describe, expect, it } from 'vitest';
import {
  allocateCommission,
  CommissionPaymentFormSchema,
  CommissionPaymentSchema,
  COMMISSION_MESSAGES as M,
  commissionJournal,
  commissionOf,
  commissionPayoutJournal,
  isBalanced,
  isStatementMonth,
  statementYears,
} from '../src/index.ts';

describe('commission arithmetic', () => {
  it('is the rate of the premium, rounded half away from zero, so a return gives back what was earned', () => {
    expect(commissionOf(100_000, 1500)).toBe(15_000);
    expect(commissionOf(123_457, 1500)).toBe(18_519); // 18,518.55
    expect(commissionOf(-123_457, 1500)).toBe(-18_519);
    expect(commissionOf(10, 1250)).toBe(1); // 1.25
    expect(commissionOf(-10, 1250)).toBe(-1);
    expect(commissionOf(5, 1000)).toBe(1); // 0.5 rounds away from zero
    expect(commissionOf(-5, 1000)).toBe(-1);
    expect(commissionOf(0, 1500)).toBe(0);
    expect(commissionOf(100_000, 0)).toBe(0);
  });

  it('earning and paying out are balanced journals', () => {
    expect(isBalanced(commissionJournal(18_519))).toBe(true);
    expect(isBalanced(commissionJournal(-18_519))).toBe(true);
    expect(commissionJournal(0)).toEqual([]);
    expect(commissionPayoutJournal(1000)).toEqual([
      { account: 'COMMISSION_PAYABLE', amount: 1000 },
      { account: 'CASH', amount: -1000 },
    ]);
  });

  it('a payment settles the oldest payable policies first, skipping those with nothing owed', () => {
    expect(
      allocateCommission(2500, [
        { policyId: 'a', payable: 1000 },
        { policyId: 'b', payable: 0 },
        { policyId: 'c', payable: -300 },
        { policyId: 'd', payable: 2000 },
        { policyId: 'e', payable: 500 },
      ]),
    ).toEqual([
      { policyId: 'a', amount: 1000 },
      { policyId: 'd', amount: 1500 },
    ]);
    expect(allocateCommission(0, [{ policyId: 'a', payable: 10 }])).toEqual([]);
  });
});

describe('statement months (spec 3 §9: from 2020, at most seven years)', () => {
  it('offers this year back to 2020, at most seven years, newest first', () => {
    expect(statementYears(new Date('2026-11-27T12:00:00Z'))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020,
    ]);
    expect(statementYears(new Date('2029-01-01T00:00:00Z'))).toEqual([
      2029, 2028, 2027, 2026, 2025, 2024, 2023,
    ]);
    expect(statementYears(new Date('2021-06-01T00:00:00Z'))).toEqual([2021, 2020]);
  });

  it('a statement month is from January 2020 to the current month', () => {
    const today = new Date('2026-11-27T12:00:00Z');
    expect(isStatementMonth(2020, 1, today)).toBe(true);
    expect(isStatementMonth(2019, 12, today)).toBe(false);
    expect(isStatementMonth(2026, 11, today)).toBe(true);
    expect(isStatementMonth(2026, 12, today)).toBe(false);
    expect(isStatementMonth(2026, 13, today)).toBe(false);
  });
});

describe('the commission payment (spec 3 §8: amount at least 1 and required; description required)', () => {
  const valid = {
    agencyId: '5f0c2a4e-8b1d-4c3e-9a7f-2d6b1e0c9a11',
    commissionsAmount: 100,
    description: 'x',
    token: 't',
  };
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message) ?? [];

  it('takes minor units of at least 1.00 and a description', () => {
    expect(CommissionPaymentSchema.safeParse(valid).success).toBe(true);
    expect(
      messages(CommissionPaymentSchema.safeParse({ ...valid, commissionsAmount: 99 })),
    ).toEqual([M.amountMin]);
    expect(
      messages(CommissionPaymentSchema.safeParse({ ...valid, commissionsAmount: undefined })),
    ).toEqual([M.amountRequired]);
    expect(messages(CommissionPaymentSchema.safeParse({ ...valid, description: '  ' }))).toEqual([
      M.descriptionRequired,
    ]);
  });

  it('the dialog reads the amount as typed', () => {
    const form = (commissionsAmount: string, description = 'November') =>
      messages(CommissionPaymentFormSchema.safeParse({ commissionsAmount, description }));
    expect(form('1')).toEqual([]);
    expect(form('1,250.50')).toEqual([]);
    expect(form('')).toEqual([M.amountRequired]);
    expect(form('0.99')).toEqual([M.amountMin]);
    expect(form('12', '')).toEqual([M.descriptionRequired]);
  });
});
