import { describe, expect, it } from 'vitest';
import {
  addMonthsIso,
  allocatePayment,
  installmentPlan,
  installmentReferenceDate,
  luhnValid,
  parseSandboxToken,
  policyPaymentStatus,
  sandboxBankToken,
  sandboxCardToken,
  SANDBOX_MESSAGES,
} from '../src/index.ts';

describe('the installment plan (spec 3 §9)', () => {
  it('worked example: $10,000.00 due with a $250 broker fee and a $150 MGA fee', () => {
    // down payment = 20 % × (10,000 − 250 − 150) + 250 + 150 = 1,920 + 400 = 2,320
    const plan = installmentPlan({
      amountDue: 1_000_000,
      brokerFee: 25_000,
      mgaFee: 15_000,
      referenceDate: '2026-03-08',
    });
    expect(plan).toMatchObject({
      downPayment: 232_000,
      amountFinanced: 768_000,
      numberOfInstallments: 10,
      installmentAmount: 76_800,
      firstInstallmentDue: '2026-03-09',
    });
    expect(plan.installments.map((i) => i.dueDate)).toEqual([
      '2026-03-09',
      '2026-04-09',
      '2026-05-09',
      '2026-06-09',
      '2026-07-09',
      '2026-08-09',
      '2026-09-09',
      '2026-10-09',
      '2026-11-09',
      '2026-12-09',
    ]);
  });

  it('worked example with odd cents: £1,234.57 due, no fees — the first installment carries them', () => {
    // down payment = round(0.2 × 123,457) = 24,691; financed 98,766 = 9 × 9,876 + 9,882
    const plan = installmentPlan({
      amountDue: 123_457,
      brokerFee: 0,
      mgaFee: 0,
      referenceDate: '2026-01-30',
    });
    expect(plan.downPayment).toBe(24_691);
    expect(plan.amountFinanced).toBe(98_766);
    expect(plan.installmentAmount).toBe(9_876);
    expect(plan.installments[0]!.amount).toBe(9_882);
    expect(plan.installments.reduce((s, i) => s + i.amount, 0)).toBe(plan.amountFinanced);
    // the 31st rolls to the month's last day
    expect(plan.installments.slice(0, 3).map((i) => i.dueDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
  });

  it('the reference date is the policy’s creation plus seven days', () => {
    expect(installmentReferenceDate('2026-11-27T15:00:00.000Z')).toBe('2026-12-04');
    expect(addMonthsIso('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
  });
});

describe('payments', () => {
  it('a payment settles the oldest invoices first, never beyond what each owes', () => {
    expect(
      allocatePayment(150, [
        { invoiceId: 'a', owed: 100 },
        { invoiceId: 'credit', owed: -20 },
        { invoiceId: 'b', owed: 100 },
      ]),
    ).toEqual({
      allocations: [
        { invoiceId: 'a', amount: 100 },
        { invoiceId: 'b', amount: 50 },
      ],
      unallocated: 0,
    });
    expect(allocatePayment(250, [{ invoiceId: 'a', owed: 100 }]).unallocated).toBe(150);
  });

  it.each([
    [{ invoiced: 100, balance: 0, paid: 100, inProcess: 0, latest: 'PAID' }, 'Paid'],
    [{ invoiced: 100, balance: 100, paid: 0, inProcess: 100, latest: 'IN_PROCESS' }, 'Processed'],
    [{ invoiced: 100, balance: 100, paid: 0, inProcess: 0, latest: 'FAILED' }, 'Failed'],
    [{ invoiced: 100, balance: 40, paid: 60, inProcess: 0, latest: 'FAILED' }, 'Partially Paid'],
    [{ invoiced: 100, balance: 100, paid: 0, inProcess: 0, latest: null }, 'Unpaid'],
    [{ invoiced: 0, balance: 0, paid: 0, inProcess: 0, latest: null }, 'Unpaid'],
  ] as const)('status of %o is %s', (input, status) => {
    expect(policyPaymentStatus(input)).toBe(status);
  });
});

describe('the sandbox tokeniser', () => {
  const today = new Date('2026-11-27T00:00:00Z');

  it('turns a test card into a token that carries no card number', () => {
    const r = sandboxCardToken(
      { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' },
      today,
    );
    expect('token' in r).toBe(true);
    const token = (r as { token: string }).token;
    expect(token).not.toContain('424242424242');
    expect(parseSandboxToken(token)).toMatchObject({
      kind: 'card',
      outcome: 'SUCCEEDS',
      brand: 'Visa',
      last4: '4242',
      expiry: '1228',
    });
  });

  it('refuses a real card, a bad number, a past expiry and a bad CVC', () => {
    expect(
      sandboxCardToken({ number: '4111111111111111', expiry: '12/28', cvc: '123' }, today),
    ).toEqual({
      errors: { number: SANDBOX_MESSAGES.notTestCard },
    });
    expect(
      sandboxCardToken({ number: '4242424242424241', expiry: '10/26', cvc: '1' }, today),
    ).toEqual({
      errors: {
        number: SANDBOX_MESSAGES.cardNumber,
        expiry: SANDBOX_MESSAGES.expiry,
        cvc: SANDBOX_MESSAGES.cvc,
      },
    });
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(parseSandboxToken('tok_4242424242424242')).toBeNull();
  });

  it('bank accounts: a routing number in the US, a sort code in the UK', () => {
    const us = sandboxBankToken({
      nameOnAccount: 'Acme',
      routingOrSortCode: '110000000',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      region: 'US',
    });
    expect(parseSandboxToken((us as { token: string }).token)).toMatchObject({
      kind: 'bank',
      last4: '6789',
    });
    expect(
      sandboxBankToken({
        nameOnAccount: '',
        routingOrSortCode: '12345',
        accountNumber: '00012345',
        accountType: 'SAVINGS',
        region: 'UK',
      }),
    ).toEqual({
      errors: {
        nameOnAccount: SANDBOX_MESSAGES.nameOnAccount,
        routingOrSortCode: SANDBOX_MESSAGES.sortCode,
      },
    });
  });
});
