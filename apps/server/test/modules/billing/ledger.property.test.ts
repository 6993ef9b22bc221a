import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargesJournal,
  chargesTotal,
  isBalanced,
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

  it('leaves zero lines out and refuses a fractional amount', () => {
    expect(
      chargesJournal({ premium: 100, brokerFee: 0, mgaFee: 0, surplusLinesTax: 5, stampingFee: 0 }),
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
