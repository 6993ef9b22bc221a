import { describe, expect, it } from 'vitest';
import { quoteReadiness, type QuoteReadinessInput } from '../src/index.ts';

const us: QuoteReadinessInput = {
  region: 'US',
  phone: '6175550100',
  naicsCode: '621210',
  totalRevenue: 3_000_000,
  physicalAddress: { address1: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' },
};

describe('quoteReadiness (decision 034)', () => {
  it('a US account with NAICS, revenue, address and phone is ready', () => {
    expect(quoteReadiness(us)).toMatchObject({ ready: true, missing: [], moreFacts: 0 });
  });

  it("the rater reads the region's code: a US account with only a SIC code lacks its industry", () => {
    const sicOnly = quoteReadiness({ ...us, naicsCode: null, sicCode: '62020' });
    expect(sicOnly.ready).toBe(false);
    expect(sicOnly.missing).toEqual(['industry']);
    expect(sicOnly.moreFacts).toBe(0);
    const uk = quoteReadiness({
      ...us,
      region: 'UK',
      physicalAddress: { address1: '1 High St', city: 'London', zipCode: 'EC1A 1BB' },
    });
    expect(uk.missing).toEqual(['industry']);
    expect(
      quoteReadiness({
        ...us,
        region: 'UK',
        sicCode: '62020',
        physicalAddress: { address1: '1 High St', city: 'London', zipCode: 'EC1A 1BB' },
      }).ready,
    ).toBe(true);
  });

  it('names every rating fact missing and how many more profile facts the score needs', () => {
    const bare = quoteReadiness({ region: 'US', physicalAddress: {} });
    expect(bare.missing).toEqual(['industry', 'revenue', 'address', 'state']);
    expect(bare.moreFacts).toBe(1);
    expect(bare.optional).toContain('phone');
  });
});
