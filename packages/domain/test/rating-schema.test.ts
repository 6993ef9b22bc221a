import { describe, expect, it } from 'vitest';
import {
  RatingInputSchema,
  RatingResultSchema,
  ratePremium,
  type RatingInputRequest,
} from '../src/index.ts';

const valid: RatingInputRequest = {
  product: 'P250',
  state: 'ny',
  industryCode: '541511',
  revenue: 12_000_000,
  employees: 85,
  limit: 2_000_000,
  deductible: 25_000,
  effectiveDate: '2026-03-01',
};

const messages = (input: Partial<RatingInputRequest>): string[] => {
  const result = RatingInputSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('rating input schema: defaults', () => {
  it('fills the calculator defaults; the aggregate limit defaults to the limit', () => {
    const input = RatingInputSchema.parse(valid);
    expect(input).toMatchObject({
      state: 'NY',
      aggregateLimit: 2_000_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
      boostV5Enabled: false,
      coverages: [],
      surplus: false,
      irpmModifier: 1,
      claims: { count: 0, amount: 0, lastClaim: 0 },
      dedicatedBreachCostsEligible: false,
    });
    expect(input.securityAnswers.mfaEmail).toBeNull();
  });

  it('takes YES/NO answers as the rater sends them', () => {
    const input = RatingInputSchema.parse({
      ...valid,
      securityAnswers: { mfaEmail: 'YES', mfaRemoteAccess: 'NO', incidentResponsePlan: true },
    });
    expect(input.securityAnswers).toMatchObject({
      mfaEmail: true,
      mfaRemoteAccess: false,
      incidentResponsePlan: true,
      isSecurityTraining: null,
    });
  });

  it('refuses anything else as an answer', () => {
    expect(messages({ securityAnswers: { mfaEmail: 'MAYBE' as never } })).toEqual([
      'Answer Yes or No',
    ]);
  });
});

describe('rating input schema: messages', () => {
  it('state and region', () => {
    expect(messages({ state: 'XX' })).toEqual(['XX is not a US state']);
    expect(messages({ product: 'P_ONE', state: 'CA', industryCode: '62020' })).toEqual([
      'CA is not a UK nation (UK products are written in ENG, SCT, WLS or NIR)',
    ]);
    expect(
      messages({ product: 'P_ONE', state: 'ENG', industryCode: '62020', surplus: true }),
    ).toEqual(['Surplus lines apply to US products only']);
  });

  it('limit, aggregate, deductible, waiting and retroactive periods', () => {
    expect(messages({ limit: 2_250_000 })).toEqual([
      'Limit must be from $1,000,000 to $5,000,000 in steps of $500,000',
    ]);
    expect(
      messages({ product: 'P_ONE', state: 'ENG', industryCode: '62020', limit: 7_000_000 }),
    ).toEqual(['Limit must be from £1,000,000 to £5,000,000 in steps of £500,000']);
    expect(messages({ aggregateLimit: 1_000_000 })).toEqual([
      'Aggregate limit cannot be less than the limit',
    ]);
    expect(messages({ aggregateLimit: 4_500_000 })).toEqual([
      'Aggregate limit can be at most twice the limit',
    ]);
    expect(messages({ deductible: 30_000 })).toEqual([
      'Deductible must be one of $1,000, $2,500, $5,000, $10,000, $25,000, $50,000, $100,000, $250,000',
    ]);
    expect(messages({ waitingPeriod: 10 })).toEqual([
      'Waiting period must be 6, 8, 12 or 24 hours',
    ]);
    expect(messages({ retroActivePeriod: 3 })).toEqual([
      'Retroactive period must be 1 Year, 2 Years or Full Prior Acts',
    ]);
  });

  it('industry code, dates and the rating plan start', () => {
    expect(messages({ industryCode: '5415X' })).toEqual(['Industry code must be 2 to 6 digits']);
    expect(messages({ effectiveDate: '2026-02-30' })).toEqual(['Use a date like 2026-01-31']);
    expect(messages({ effectiveDate: '2019-12-31' })).toEqual([
      'No rating plan is in effect before 2020-01-01',
    ]);
  });

  it('coverages: product set, Boost version, duplicates, sub-limits, fixed limits, pairs', () => {
    expect(messages({ coverages: [{ key: 'BRICKING' }] })).toEqual([
      'BRICKING is not offered on Prime 250',
    ]);
    expect(messages({ coverages: [{ key: 'DEDICATED_BREACH_COSTS' }] })).toEqual([
      'DEDICATED_BREACH_COSTS: Available with Boost V5 only',
    ]);
    expect(messages({ product: 'P100', coverages: [{ key: 'TECH_ENO' }] })).toEqual([
      'TECH_ENO: Not offered on this product',
    ]);
    expect(messages({ coverages: [{ key: 'TRIA' }, { key: 'TRIA' }] })).toEqual([
      'TRIA is selected twice',
    ]);
    expect(messages({ coverages: [{ key: 'SOCIAL_ENGINEERING', subLimit: 3_000_000 }] })).toEqual([
      'The sub-limit of SOCIAL_ENGINEERING cannot exceed the limit',
    ]);
    expect(
      messages({
        boostV5Enabled: true,
        coverages: [{ key: 'EXTORTION_THREATS_AND_RANSOM_V5', subLimit: 500_000 }],
      }),
    ).toEqual(['The limit of EXTORTION_THREATS_AND_RANSOM_V5 cannot be edited']);
    expect(
      messages({ product: 'P100', coverages: [{ key: 'EXTORTION', subLimit: 500_000 }] }),
    ).toEqual(['The limit of EXTORTION cannot be edited']);
    expect(
      messages({
        boostV5Enabled: true,
        coverages: [
          { key: 'ENHANCED_BI_AND_CBI' },
          { key: 'ENHANCED_BI_AND_CBI_WITH_SYSTEM_FAILURE' },
        ],
      }),
    ).toEqual([
      'Choose either ENHANCED_BI_AND_CBI or ENHANCED_BI_AND_CBI_WITH_SYSTEM_FAILURE, not both',
    ]);
  });

  it('claims history must be consistent', () => {
    expect(messages({ claims: { count: 0, amount: 5_000, lastClaim: 0 } })).toEqual([
      'A claims amount needs the number of claims',
    ]);
    expect(messages({ claims: { count: 2, amount: 5_000, lastClaim: 0 } })).toEqual([
      'Say when the most recent claim was',
    ]);
    expect(messages({ claims: { count: 0, amount: 0, lastClaim: 2 } })).toEqual([
      'With no claims, the most recent claim must be Never',
    ]);
  });

  it('fees: additional broker fee 0 to $10,000 (spec 3 §5, minor units)', () => {
    expect(messages({ fees: { additionalBrokerFee: -1 } })).toEqual([
      'Additional Broker fee cannot be less than $0',
    ]);
    expect(messages({ fees: { additionalBrokerFee: 10_000_01 } })).toEqual([
      'Additional Broker fee must be less than or equal to $10,000',
    ]);
    expect(messages({ fees: { additionalBrokerFee: 10_000_00, mgaFee: -5 } })).toEqual([
      'Fees cannot be negative',
    ]);
  });
});

describe('rating result schema', () => {
  it('every result the engine returns satisfies the output schema', () => {
    for (const input of [
      valid,
      { ...valid, surplus: true, boostV5Enabled: true, coverages: [{ key: 'TRIA' }] },
      { ...valid, product: 'P_ONE_PLUS' as const, state: 'NIR', industryCode: '86101' },
      {
        ...valid,
        product: 'PRIME_TECH' as const,
        state: 'MS',
        surplus: true,
        industryCode: '713210',
      },
    ]) {
      const result = ratePremium(RatingInputSchema.parse(input));
      expect(RatingResultSchema.safeParse(result).success).toBe(true);
    }
  });
});
