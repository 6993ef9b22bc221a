import { describe, expect, it } from 'vitest';
import {
  coverageMappingFor,
  coverageNameOf,
  coverageOptionsFor,
  formatRegionDate,
  ratePremium,
  ratingStateOf,
  RatingInputSchema,
  ukNationOfPostcode,
} from '../src/index.ts';

describe('the rating state of an account', () => {
  it('a US account rates in its state', () => {
    expect(ratingStateOf({ region: 'US', state: 'ma ', zipCode: '02108' })).toBe('MA');
    expect(ratingStateOf({ region: 'US', state: null, zipCode: '02108' })).toBeNull();
  });

  it('a UK account rates in the nation of its postcode, never its county', () => {
    expect(ratingStateOf({ region: 'UK', state: 'Greater London', zipCode: 'NW1 8AF' })).toBe(
      'ENG',
    );
    expect(ratingStateOf({ region: 'UK', state: 'Lanarkshire', zipCode: 'G2 6NL' })).toBe('SCT');
    expect(ukNationOfPostcode('eh1 1yz')).toBe('SCT');
    expect(ukNationOfPostcode('CF10 1EP')).toBe('WLS');
    expect(ukNationOfPostcode('BT1 5GS')).toBe('NIR');
    expect(ukNationOfPostcode('SW1A 2AA')).toBe('ENG');
    // the border areas by district
    expect(ukNationOfPostcode('CH5 3NS')).toBe('WLS');
    expect(ukNationOfPostcode('CH1 2HS')).toBe('ENG');
    expect(ukNationOfPostcode('SY16 1AA')).toBe('WLS');
    expect(ukNationOfPostcode('SY1 1AA')).toBe('ENG');
    expect(ukNationOfPostcode('TD15 1AA')).toBe('ENG');
    expect(ukNationOfPostcode('TD9 1AA')).toBe('SCT');
    // no postcode: the nations rate alike, so England
    expect(ratingStateOf({ region: 'UK', state: 'Greater London', zipCode: null })).toBe('ENG');
  });

  it('every nation rates a UK product at the same premium, as a national territory', () => {
    const input = {
      product: 'P_ONE',
      industryCode: '62020',
      revenue: 2_000_000,
      employees: 20,
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate: '2026-03-01',
    } as const;
    const premiums = ['ENG', 'SCT', 'WLS', 'NIR'].map(
      (state) => ratePremium(RatingInputSchema.parse({ ...input, state })).total,
    );
    expect(new Set(premiums).size).toBe(1);
    const result = ratePremium(RatingInputSchema.parse({ ...input, state: 'SCT' }));
    const territory = result.breakdown.find((s) => s.code === 'STATE')!;
    expect(territory).toMatchObject({ label: 'Territory factor', detail: 'United Kingdom' });
    expect(RatingInputSchema.safeParse({ ...input, state: 'GREATER LONDON' }).success).toBe(false);
  });
});

describe('UK wording of coverage names', () => {
  it('British spelling for a UK product, the US names otherwise', () => {
    const ctx = (product: 'P_ONE' | 'P100', state: string) => ({
      product,
      state,
      industryCode: product === 'P_ONE' ? '62020' : '541511',
      effectiveDate: '2026-03-01',
      surplus: false,
      boostVersion: 'V4' as const,
      answers: {},
      backupFrequency: null,
      dedicatedBreachCostsEligible: false,
    });
    const label = (product: 'P_ONE' | 'P100', state: string, key: string) =>
      coverageOptionsFor(ctx(product, state), 1_000_000).find((c) => c.key === key)?.label;
    expect(label('P_ONE', 'ENG', 'REGULATORY')).toBe('Regulatory Defence and Penalties');
    expect(label('P100', 'MA', 'REGULATORY')).toBe('Regulatory Defense and Penalties');
    expect(coverageNameOf('REGULATORY', '', true).name).toBe('Regulatory Defence and Penalties');
    expect(coverageNameOf('REGULATORY', '').name).toBe('Regulatory Defense and Penalties');
    const mapped = coverageMappingFor('P_ONE').coverages.find((c) => c.key === 'DEFENSE_COUNSEL');
    expect(mapped?.name).toBe('Choice of Defence Counsel');
    const rated = ratePremium(
      RatingInputSchema.parse({
        ...ctx('P_ONE', 'ENG'),
        revenue: 2_000_000,
        employees: 20,
        limit: 1_000_000,
        deductible: 25_000,
        securityAnswers: {},
        riskFactors: null,
      }),
    );
    expect(rated.coverages.find((c) => c.key === 'REGULATORY')?.label).toBe(
      'Regulatory Defence and Penalties',
    );
  });
});

describe('one date format per region', () => {
  it("'MMM. DD, YYYY' in the US, 'DD MMM YYYY' in the UK", () => {
    expect(formatRegionDate('2026-05-01', 'US')).toBe('May. 01, 2026');
    expect(formatRegionDate('2026-05-01', 'UK')).toBe('01 May 2026');
    expect(formatRegionDate('2026-12-31', 'UK')).toBe('31 Dec 2026');
    expect(formatRegionDate('not a date', 'UK')).toBe('not a date');
  });
});
