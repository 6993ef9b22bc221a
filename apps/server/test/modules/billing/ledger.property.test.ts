import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  chargesJournal,
  chargesTotal,
  isBalanced,
  settlementJournal,
  trialBalance,
  type Charges,
  type JournalLine,
} from '@cyber/domain';

/** Charges in minor units, billed (positive) or returned (negative), up to ten million. */
const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const charges: fc.Arbitrary<Charges> = fc.record({
  premium: amount,
  brokerFee: amount,
  mgaFee: amount,
  surplusLinesTax: amount,
  stampingFee: amount,
  premiumTax: amount,
});

describe('the ledger', () => {
  it('any sequence of invoices, adjustments and credits keeps every journal and the ledger at zero', () => {
    fc.assert(
      fc.property(fc.array(charges, { minLength: 1, maxLength: 40 }), (sequence) => {
        const journals = sequence.map(chargesJournal);
        for (const journal of journals) expect(isBalanced(journal)).toBe(true);
        const all: JournalLine[] = journals.flat();
        const balances = trialBalance(all);
        expect(Object.values(balances).reduce((sum, v) => sum + v, 0)).toBe(0);
        // what the insured owes is everything billed, net of everything returned
        expect(balances.RECEIVABLE ?? 0).toBe(
          sequence.reduce((sum, c) => sum + chargesTotal(c), 0),
        );
        expect(-(balances.WRITTEN_PREMIUM ?? 0)).toBe(
          sequence.reduce((sum, c) => sum + c.premium, 0),
        );
      }),
      { numRuns: 500, seed: 20261127 },
    );
  });

  it('any sequence of invoices, payments and refunds keeps every journal at zero and never settles more than is owed', () => {
    type Step = { kind: 'invoice'; amount: number } | { kind: 'pay' | 'refund'; amount: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('invoice' as const),
        amount: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      fc.record({
        kind: fc.constantFrom('pay' as const, 'refund' as const),
        amount: fc.integer({ min: 1, max: 5_000_000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const owed = new Map<string, number>();
        const lines: JournalLine[] = [];
        let billed = 0;
        let received = 0;
        steps.forEach((s, n) => {
          if (s.kind === 'invoice') {
            const journal = chargesJournal({
              premium: s.amount,
              brokerFee: 0,
              mgaFee: 0,
              surplusLinesTax: 0,
              stampingFee: 0,
              premiumTax: 0,
            });
            owed.set(`inv-${n}`, s.amount);
            billed += s.amount;
            lines.push(...journal);
            return;
          }
          const open = [...owed].map(([invoiceId, o]) => ({ invoiceId, owed: o }));
          // a refund returns part of what was received: a negative settlement of the newest paid
          const amount = s.kind === 'pay' ? s.amount : -Math.min(s.amount, received);
          if (amount === 0) return;
          const { allocations, unallocated } =
            amount > 0
              ? allocatePayment(amount, open)
              : {
                  allocations: [{ invoiceId: open.at(-1)?.invoiceId ?? 'inv-x', amount }],
                  unallocated: 0,
                };
          if (amount > 0) {
            // a payment settles open invoices oldest first, none beyond what is owed on it
            for (const a of allocations)
              expect(a.amount).toBeLessThanOrEqual(owed.get(a.invoiceId) ?? 0);
            expect(allocations.reduce((sum, a) => sum + a.amount, 0) + unallocated).toBe(amount);
          }
          const journal = settlementJournal('CASH', allocations);
          expect(isBalanced(journal)).toBe(true);
          for (const a of allocations)
            owed.set(a.invoiceId, (owed.get(a.invoiceId) ?? 0) - a.amount);
          received += amount - unallocated;
          lines.push(...journal);
        });
        const balances = trialBalance(lines);
        expect(Object.values(balances).reduce((sum, v) => sum + v, 0)).toBe(0);
        expect(balances.CASH ?? 0).toBe(received);
        expect(balances.RECEIVABLE ?? 0).toBe(billed - received);
      }),
      { numRuns: 500, seed: 20261127 },
    );
  });

  it('leaves zero lines out and refuses a fractional amount', () => {
    expect(
      chargesJournal({
        premium: 100,
        brokerFee: 0,
        mgaFee: 0,
        surplusLinesTax: 5,
        stampingFee: 0,
        premiumTax: 0,
      }),
    ).toEqual([
      { account: 'RECEIVABLE', amount: 105 },
      { account: 'WRITTEN_PREMIUM', amount: -100 },
      { account: 'SURPLUS_LINES_TAX', amount: -5 },
    ]);
    expect(
      isBalanced([
        { account: 'RECEIVABLE', amount: 0.5 },
        { account: 'CASH', amount: -0.5 },
      ]),
    ).toBe(false);
  });
});
