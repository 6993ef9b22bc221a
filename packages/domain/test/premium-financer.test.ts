import { describe, expect, it } from 'vitest';
import {
  amortizedInstallment,
  aprBpsOf,
  financerTerms,
  PremiumFinancerFormSchema,
  PREMIUM_FINANCER_MESSAGES as M,
} from '../src/index.ts';

describe('premium financer arithmetic (decision 055)', () => {
  it('amortises the amount financed at the APR: worked examples', () => {
    // $10,000.00 at 9.9 % over 10 months: 10,000 × 0.00825 / (1 − 1.00825^−10) = 1,045.93
    expect(amortizedInstallment(1_000_000, 990, 10)).toBe(104_593);
    // $1,234.56 at 12.9 % over 9 months
    expect(amortizedInstallment(123_456, 1290, 9)).toBe(14_465);
    // 0 %: split evenly, rounded up so the installments cover it
    expect(amortizedInstallment(1_000_001, 0, 10)).toBe(100_001);
    expect(amortizedInstallment(0, 990, 10)).toBe(0);
  });

  it('the terms: amount financed, finance charge and total of payments', () => {
    const t = financerTerms({
      totalPremium: 1_250_000,
      downPayment: 250_000,
      aprBps: 990,
      installments: 10,
    });
    expect(t).toEqual({
      totalPremium: 1_250_000,
      downPayment: 250_000,
      amountFinanced: 1_000_000,
      installmentAmount: 104_593,
      financeCharge: 45_930,
      totalPaymentAmount: 250_000 + 1_045_930,
    });
  });

  it('the form requires name, down payment, APR and installments, with their ranges', () => {
    const messages = (v: Record<string, string>) =>
      PremiumFinancerFormSchema.safeParse({
        financerName: 'Imperial PFS',
        downPayment: '2,500.00',
        apr: '9.9',
        numberOfInstallments: '10',
        ...v,
      }).error?.issues.map((i) => i.message) ?? [];
    expect(messages({})).toEqual([]);
    expect(messages({ financerName: '' })).toEqual([M.nameRequired]);
    expect(messages({ downPayment: '' })).toEqual([M.downPaymentRequired]);
    expect(messages({ apr: '' })).toEqual([M.aprRequired]);
    expect(messages({ numberOfInstallments: '' })).toEqual([M.installmentsRequired]);
    expect(messages({ apr: '50.01' })).toEqual([M.aprRange]);
    expect(messages({ numberOfInstallments: '61' })).toEqual([M.installmentsRange]);
    expect(aprBpsOf('9.9')).toBe(990);
    expect(aprBpsOf('12.75')).toBe(1275);
    expect(aprBpsOf('x')).toBeNaN();
  });
});
