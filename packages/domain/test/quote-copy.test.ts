import { describe, expect, it } from 'vitest';
import {
  ProposalQuerySchema,
  quoteCopyFor,
  QuoteTermsSchema,
  quoteTermsOf,
  ratePremium,
  RatingInputSchema,
  seesRatingWorksheet,
  type AccountType,
} from '../src/index.ts';

const caller = (accountType: AccountType, subscriberType: AccountType = accountType) => ({
  accountType,
  subscriberType,
});

describe("whose copy of a quote (the insured's or the broker's)", () => {
  it('the provider acting as the provider and the agencies see the rating worksheet', () => {
    expect(seesRatingWorksheet(caller('COWBELL'))).toBe(true);
    expect(seesRatingWorksheet(caller('AGENCY'))).toBe(true);
    expect(seesRatingWorksheet(caller('DIGITAL'))).toBe(true);
    // a provider user who has jumped into an agency acts as that agency
    expect(seesRatingWorksheet(caller('AGENCY', 'COWBELL'))).toBe(true);
  });

  it('the policyholder, a security provider and a ghost in a policyholder do not', () => {
    expect(seesRatingWorksheet(caller('CUSTOMER'))).toBe(false);
    expect(seesRatingWorksheet(caller('MSSP'))).toBe(false);
    expect(seesRatingWorksheet(caller('CUSTOMER', 'COWBELL'))).toBe(false);
  });

  it('the broker copy by default, the client copy on request; a policyholder always the client copy', () => {
    expect(quoteCopyFor(caller('AGENCY'))).toBe('broker');
    expect(quoteCopyFor(caller('AGENCY'), 'client')).toBe('client');
    expect(quoteCopyFor(caller('COWBELL'), 'broker')).toBe('broker');
    expect(quoteCopyFor(caller('CUSTOMER'))).toBe('client');
    expect(quoteCopyFor(caller('CUSTOMER'), 'broker')).toBe('client');
  });

  it('the proposal query takes client or broker, or nothing', () => {
    const base = {
      accountId: '3479c2cb-437d-4443-aadc-2fd33143d201',
      quoteId: '6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a11',
      created: '1770000000',
    };
    expect(ProposalQuerySchema.parse(base).copy).toBeUndefined();
    expect(ProposalQuerySchema.parse({ ...base, copy: 'client' }).copy).toBe('client');
    expect(ProposalQuerySchema.safeParse({ ...base, copy: 'insurer' }).success).toBe(false);
  });
});

describe('the terms of a quote', () => {
  it('keep the cover and the charges, and none of the worksheet', () => {
    const rating = ratePremium(
      RatingInputSchema.parse({
        product: 'P100',
        state: 'MA',
        industryCode: '541511',
        revenue: 5_000_000,
        employees: 40,
        limit: 2_000_000,
        deductible: 25_000,
        effectiveDate: '2026-03-01',
      }),
    );
    const terms = quoteTermsOf(rating);
    expect(QuoteTermsSchema.parse(terms)).toEqual(terms);
    expect(terms.coverages.map((c) => c.key)).toEqual(rating.coverages.map((c) => c.key));
    expect(terms.fees).toEqual(rating.fees);
    expect(terms.taxes).toEqual(rating.taxes);
    const text = JSON.stringify(terms);
    for (const key of ['breakdown', 'irpm', 'securityScore', 'hazardClass', 'load', 'Reasons']) {
      expect(text).not.toContain(key);
    }
  });
});
