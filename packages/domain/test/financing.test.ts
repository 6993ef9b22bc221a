import { describe, expect, it } from 'vitest';
import {
  annualPaymentDueOf,
  disaffirmByOf,
  financeAgreementText,
  FINANCING_PARTNER_APR_BPS,
  financingTerms,
  installmentPlan,
} from '../src/index.ts';

describe('the premium finance agreement’s terms (decision 056)', () => {
  const plan = installmentPlan({
    amountDue: 100_000,
    brokerFee: 0,
    mgaFee: 0,
    referenceDate: '2026-12-05',
  });

  it('a worked example: $1,000.00 due at 9.90 % over ten months', () => {
    const terms = financingTerms(plan, 990);
    expect(terms).toMatchObject({
      aprBps: 990,
      amountDue: 100_000,
      downPayment: 20_000,
      amountFinanced: 80_000,
      // 80,000 × r / (1 − (1 + r)^−10), r = 0.099 / 12, to the cent
      installmentAmount: 8_367,
      financeCharge: 3_670,
      totalPaymentAmount: 103_670,
      firstInstallmentDue: '2026-12-06',
    });
    expect(terms.installments).toHaveLength(10);
    expect(terms.installments.map((i) => i.amount)).toEqual(Array(10).fill(8_367));
    expect(terms.installments.at(-1)!.dueDate).toBe('2027-09-06');
  });

  it('at 0 % it is the plan of spec 3 §9 with no finance charge', () => {
    const free = financingTerms(plan, 0);
    expect(free.financeCharge).toBe(0);
    expect(free.installmentAmount).toBe(8_000);
    expect(free.totalPaymentAmount).toBe(100_000);
  });

  it('ten days to disaffirm, then thirty for the annual payment', () => {
    expect(disaffirmByOf('2026-11-28')).toBe('2026-12-08');
    expect(annualPaymentDueOf('2026-12-08')).toBe('2027-01-07');
  });

  it('the signed text discloses the terms in the region’s words', () => {
    const terms = financingTerms(plan, FINANCING_PARTNER_APR_BPS);
    const base = {
      financeQuoteNumber: 'PF-CYB-US-2026-0000001-1',
      policyNumber: 'CYB-US-2026-0000001',
      financerName: 'ClearPay Premium Finance',
      apr: terms.aprBps,
      totalPremium: terms.amountDue,
      downPayment: terms.downPayment,
      amountFinanced: terms.amountFinanced,
      financeCharge: terms.financeCharge,
      totalPaymentAmount: terms.totalPaymentAmount,
      installmentAmount: terms.installmentAmount,
      numberOfInstallments: terms.numberOfInstallments,
      firstInstallmentDue: terms.firstInstallmentDue,
    };
    const us = financeAgreementText({ ...base, currency: 'USD' }).join('\n');
    expect(us).toContain('Annual percentage rate: 9.90 %.');
    expect(us).toContain('Finance charge: $36.70.');
    expect(us).toContain('10 monthly installments of $83.67, the first due Dec. 06, 2026.');
    const uk = financeAgreementText({ ...base, currency: 'GBP' }).join('\n');
    expect(uk).toContain('10 monthly instalments of £83.67, the first due 06 Dec 2026.');
  });
});
