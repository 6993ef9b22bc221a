import { describe, expect, it } from 'vitest';
import {
  additionalBrokerFeeOf,
  boundCharges,
  canMovePayment,
  chargesTotal,
  negatedCharges,
  minorUnitsOf,
  PAYMENT_STATUSES,
  PaymentTransactionFormSchema,
  STAFF_PAYMENT_MESSAGES,
} from '../src/index.ts';

const form = (amountPaid: string) =>
  PaymentTransactionFormSchema.safeParse({
    amountPaid,
    paymentMethod: 'CHECK',
    paymentDate: '2026-11-27',
    transactionId: 'CHK-1',
    paymentDesc: 'Check',
    status: 'PAID',
  });

describe('payment transactions', () => {
  it.each([
    ['1,234.50', 123_450],
    ['1234.5', 123_450],
    ['$0', 0],
    ['£12', 1_200],
    ['1,000,000,000,000', 100_000_000_000_000],
    ['12.345', Number.NaN],
    ['1,23', Number.NaN],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
  ])('reads %s as %s minor units', (text, minor) => {
    expect(minorUnitsOf(text)).toBe(minor);
  });

  it('says the spec’s words for a missing amount and one above 1,000,000,000,000', () => {
    const messages = (text: string) => {
      const r = form(text);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages('')).toEqual([STAFF_PAYMENT_MESSAGES.amountRequired]);
    expect(messages('1,000,000,000,000.01')).toEqual([
      'Amount Paid must be less than or equal to 1,000,000,000,000',
    ]);
    expect(messages('1,000,000,000,000')).toEqual([]);
    expect(messages('0')).toEqual([]);
  });

  it.each([
    ['IN_PROCESS', ['PAID', 'FAILED', 'IN_PROCESS', 'VOID']],
    ['PAID', ['PAID', 'VOID']],
    ['FAILED', ['FAILED']],
    ['VOID', ['VOID']],
  ] as const)('a payment %s may become %j only', (from, allowed) => {
    expect(PAYMENT_STATUSES.filter((to) => canMovePayment(from, to))).toEqual(allowed);
  });
});

describe('what a bound quote bills', () => {
  it('adds the additional broker fee to the broker fee and bills the rest of the total as premium tax', () => {
    const c = boundCharges(
      {
        premium: 100_000,
        brokerFee: 5_000,
        mgaFee: 2_500,
        surplusLinesTax: 0,
        stampingFee: 0,
        // a UK quote: 12 % insurance premium tax on premium and MGA fee, 250.00 additional fee
        totalPremium: 100_000 + 5_000 + 25_000 + 2_500 + 12_300,
      },
      25_000,
    );
    expect(c).toEqual({
      premium: 100_000,
      brokerFee: 30_000,
      mgaFee: 2_500,
      surplusLinesTax: 0,
      stampingFee: 0,
      premiumTax: 12_300,
    });
    expect(chargesTotal(c)).toBe(144_800);
    expect(chargesTotal(negatedCharges(c))).toBe(-144_800);
    expect(additionalBrokerFeeOf({ fees: { additionalBrokerFee: 25_000 } })).toBe(25_000);
    expect(additionalBrokerFeeOf(null)).toBe(0);
  });
});
