import { describe, expect, it } from 'vitest';
import {
  aggregateFactor,
  basePremiumFor,
  claimsFactor,
  DEDUCTIBLE_FACTORS,
  DEDUCTIBLE_OPTIONS,
  employeeFactorFor,
  hazardClassOf,
  increasedLimitFactor,
  ILF_POINTS,
  irpmBoundsFor,
  irpmDirection,
  irpmModifierOf,
  minimumPremiumFor,
  RATING_PLANS,
  RATING_STEP_CODES,
  RatingInputSchema,
  ratePremium,
  REVENUE_BANDS,
  riskScoreFactor,
  securityScoreOf,
  surplusLinesRatesFor,
  SURPLUS_LINES_TAXES,
  techEnoRate,
  ukIptRateFor,
  US_STATES,
  type RatingInputRequest,
  type RatingResult,
} from '../src/index.ts';

const GOOD_FACTORS = {
  networkSecurity: 80,
  cloudSecurity: 80,
  endpointSecurity: 80,
  darkIntelligence: 80,
  fundsTransfer: 80,
  cyberExtortion: 80,
  compliance: 80,
  insiderThreat: 80,
  supplyChain: 80,
};

const REQUIRED_YES = {
  mfaEmail: true,
  mfaRemoteAccess: true,
  incidentResponsePlan: true,
  isSecurityTraining: true,
  pastCyberIncident: false,
};

const baseInput = (over: Partial<RatingInputRequest> = {}): RatingInputRequest => ({
  product: 'P100',
  state: 'OH',
  industryCode: '423830', // wholesale, class 2 (factor 1.00)
  revenue: 1_000_000,
  employees: 20,
  limit: 1_000_000,
  deductible: 25_000,
  effectiveDate: '2026-03-01',
  securityAnswers: REQUIRED_YES,
  riskFactors: null,
  ...over,
});

const rate = (over: Partial<RatingInputRequest> = {}): RatingResult =>
  ratePremium(RatingInputSchema.parse(baseInput(over)));

const step = (result: RatingResult, code: (typeof RATING_STEP_CODES)[number]) =>
  result.breakdown.find((s) => s.code === code)!;

describe('base premium by revenue band', () => {
  it('is continuous and rises with revenue in every table', () => {
    for (const table of Object.keys(REVENUE_BANDS) as (keyof typeof REVENUE_BANDS)[]) {
      let previous = -1;
      for (const band of REVENUE_BANDS[table].bands) {
        const below = basePremiumFor(table, band.from - 1);
        const at = basePremiumFor(table, band.from);
        expect(at - below).toBeLessThan(0.01);
        expect(at).toBeGreaterThan(previous);
        previous = at;
      }
    }
  });

  it('matches the published table (US small: 1,700 at 1M, 3,500 at 5M, 5,000 at 10M)', () => {
    expect(basePremiumFor('US_SMALL', 0)).toBe(1_000);
    expect(basePremiumFor('US_SMALL', 1_000_000)).toBe(1_700);
    expect(basePremiumFor('US_SMALL', 5_000_000)).toBe(3_500);
    expect(basePremiumFor('US_SMALL', 7_500_000)).toBe(4_250);
    expect(basePremiumFor('US_MIDDLE', 1_000_000_000)).toBe(72_300);
    expect(basePremiumFor('UK', 5_000_000)).toBe(2_870);
  });

  it('employee count factor by band', () => {
    expect(employeeFactorFor(5)).toBe(0.95);
    expect(employeeFactorFor(50)).toBe(1);
    expect(employeeFactorFor(51)).toBe(1.05);
    expect(employeeFactorFor(5_000)).toBe(1.15);
  });
});

describe('industry hazard class', () => {
  it('NAICS: longest prefix, then sector; declined and unclassified codes', () => {
    expect(hazardClassOf('US', '236220').hazard).toBe(1); // construction
    expect(hazardClassOf('US', '541110')).toMatchObject({ hazard: 4, matched: '5411' }); // lawyers
    expect(hazardClassOf('US', '541810').hazard).toBe(3); // professional services sector
    expect(hazardClassOf('US', '622110').hazard).toBe(5); // hospitals
    expect(hazardClassOf('US', '713210').hazard).toBe('DECLINED'); // casinos
    expect(hazardClassOf('US', '522320').hazard).toBe('DECLINED'); // payment processors
    expect(hazardClassOf('US', '99')).toEqual({ hazard: 3, classified: false, matched: '' });
  });

  it('UK SIC 2007: sections by division, with specific divisions and classes', () => {
    expect(hazardClassOf('UK', '41201')).toMatchObject({ hazard: 1, matched: 'F' });
    expect(hazardClassOf('UK', '62020')).toMatchObject({ hazard: 4, matched: '62' });
    expect(hazardClassOf('UK', '92000').hazard).toBe('DECLINED'); // gambling
    expect(hazardClassOf('UK', '86101').hazard).toBe(5); // hospitals
  });

  it('the factor follows the class in the breakdown', () => {
    expect(step(rate({ industryCode: '236220' }), 'HAZARD').value).toBe(0.85);
    expect(step(rate({ industryCode: '541110' }), 'HAZARD').value).toBe(1.4);
  });
});

describe('limit, aggregate and deductible', () => {
  it('ILF is 1 at the base limit, interpolated between points, and concave', () => {
    expect(increasedLimitFactor(1_000_000)).toBe(1);
    expect(increasedLimitFactor(2_000_000)).toBe(1.48);
    expect(increasedLimitFactor(1_250_000)).toBeCloseTo(1.13, 10);
    expect(increasedLimitFactor(25_000)).toBeCloseTo(0.09, 10);
    let lastSlope = Number.POSITIVE_INFINITY;
    for (let i = 1; i < ILF_POINTS.length; i++) {
      const [x0, y0] = ILF_POINTS[i - 1]!;
      const [x1, y1] = ILF_POINTS[i]!;
      const slope = (y1 - y0) / (x1 - x0);
      expect(slope).toBeGreaterThan(0);
      expect(slope).toBeLessThanOrEqual(lastSlope);
      lastSlope = slope;
    }
  });

  it('aggregate: 15 % for each full limit of aggregate above the limit', () => {
    expect(aggregateFactor(1_000_000, 1_000_000)).toBe(1);
    expect(aggregateFactor(1_000_000, 2_000_000)).toBeCloseTo(1.15, 10);
    const result = rate({ aggregateLimit: 1_500_000 });
    expect(step(result, 'AGGREGATE').value).toBe(1.075);
  });

  it('deductible factors fall as the deductible rises', () => {
    const factors = DEDUCTIBLE_OPTIONS.map((d) => DEDUCTIBLE_FACTORS[d]!);
    expect(factors).toEqual([...factors].sort((a, b) => b - a));
    expect(DEDUCTIBLE_FACTORS[25_000]).toBe(1);
    expect(step(rate({ deductible: 1_000 }), 'DEDUCTIBLE').value).toBe(1.2);
  });
});

describe('waiting period, retroactive period and coverage loads', () => {
  it('the waiting period only matters with business-interruption cover', () => {
    const without = rate({ waitingPeriod: 6 });
    expect(step(without, 'WAITING_PERIOD')).toMatchObject({
      value: 1,
      detail: 'No business interruption cover',
    });
    const withBi = rate({ waitingPeriod: 6, coverages: [{ key: 'BUSINESS_INTERRUPTION' }] });
    expect(step(withBi, 'WAITING_PERIOD').value).toBe(1.06);
    expect(
      step(
        rate({ waitingPeriod: 24, coverages: [{ key: 'BUSINESS_INTERRUPTION' }] }),
        'WAITING_PERIOD',
      ).value,
    ).toBe(0.95);
  });

  it('retroactive: 1 year 0.90, 2 years 0.94, full prior acts 1.00', () => {
    expect(step(rate({ retroActivePeriod: 1 }), 'RETROACTIVE').value).toBe(0.9);
    expect(step(rate({ retroActivePeriod: 2 }), 'RETROACTIVE').value).toBe(0.94);
    expect(step(rate(), 'RETROACTIVE')).toMatchObject({ value: 1, detail: 'Full Prior Acts' });
  });

  it('loads add up; a sub-limited coverage pays its load scaled by ILF(sub) / ILF(limit)', () => {
    const result = rate({
      limit: 2_000_000,
      revenue: 6_000_000,
      coverages: [{ key: 'DATA_RESTORATION' }, { key: 'BUSINESS_INTERRUPTION', subLimit: 500_000 }],
    });
    const bi = result.coverages.find((c) => c.key === 'BUSINESS_INTERRUPTION')!;
    expect(bi.subLimit).toBe(500_000);
    expect(bi.load).toBeCloseTo((0.08 * 0.72) / 1.48, 6);
    expect(step(result, 'COVERAGES').value).toBeCloseTo(1 + 0.04 + (0.08 * 0.72) / 1.48, 6);
    // mandatory coverages are listed, in the base premium
    expect(result.coverages.filter((c) => c.mandatory).map((c) => c.key)).toEqual([
      'LIABILITY',
      'PCI',
      'REGULATORY',
      'BREACH_FUND',
    ]);
  });

  it('exclusions credit the premium, never below the floor', () => {
    const result = rate({
      coverages: [{ key: 'ENO_EXCLUSION' }, { key: 'SPECIFIED_EVENT_EXCLUSION' }],
    });
    expect(step(result, 'COVERAGES').value).toBeCloseTo(0.92, 10);
  });
});

describe('Tech E&O rate (rules/techeno-rate)', () => {
  it('by state, surplus and effective date; UK rate for UK products', () => {
    expect(
      techEnoRate({ effectiveDate: '2024-06-01', state: 'OH', surplus: false, uk: false }),
    ).toBe(0.35);
    expect(
      techEnoRate({ effectiveDate: '2024-06-01', state: 'CA', surplus: false, uk: false }),
    ).toBe(0.42);
    expect(
      techEnoRate({ effectiveDate: '2025-01-01', state: 'CA', surplus: false, uk: false }),
    ).toBe(0.44);
    expect(
      techEnoRate({ effectiveDate: '2025-01-01', state: 'OH', surplus: true, uk: false }),
    ).toBeCloseTo(0.396, 10);
    expect(
      techEnoRate({ effectiveDate: '2025-01-01', state: 'ENG', surplus: false, uk: true }),
    ).toBe(0.31);
  });

  it('tech products carry it in every quote', () => {
    const tech = rate({ product: 'PRIME_TECH', industryCode: '541511' });
    expect(step(tech, 'TECH_ENO').value).toBe(1.36);
    expect(tech.coverages.map((c) => c.key)).toContain('TECH_ENO');
    expect(step(rate(), 'TECH_ENO')).toMatchObject({ value: 1, detail: 'Not selected' });
  });
});

describe('security modifier', () => {
  it('answers: yes earns the credit, no the debit, unanswered required reads as No', () => {
    const allYes = rate();
    expect(step(allYes, 'SECURITY_ANSWERS').value).toBeCloseTo(0.97 * 0.97 * 0.97 * 0.98, 6);
    const noMfa = rate({ securityAnswers: { ...REQUIRED_YES, mfaRemoteAccess: false } });
    expect(step(noMfa, 'SECURITY_ANSWERS').value).toBeCloseTo(0.97 * 1.15 * 0.97 * 0.98, 6);
    const unanswered = rate({ securityAnswers: { ...REQUIRED_YES, mfaRemoteAccess: null } });
    expect(step(unanswered, 'SECURITY_ANSWERS').value).toBe(step(noMfa, 'SECURITY_ANSWERS').value);
    // an adverse answer left unanswered is neutral
    const { pastCyberIncident: _omit, ...withoutIncident } = REQUIRED_YES;
    expect(step(rate({ securityAnswers: withoutIncident }), 'SECURITY_ANSWERS').value).toBe(
      step(allYes, 'SECURITY_ANSWERS').value,
    );
  });

  it('risk factors: weighted score and curve (60 neutral, 100 best, 0 worst)', () => {
    expect(securityScoreOf(GOOD_FACTORS)).toBe(80);
    expect(riskScoreFactor(60)).toBe(1);
    expect(riskScoreFactor(100)).toBe(0.8);
    expect(riskScoreFactor(0)).toBe(1.6);
    expect(riskScoreFactor(45)).toBeCloseTo(1.175, 10);
    expect(step(rate({ riskFactors: GOOD_FACTORS }), 'RISK_FACTORS')).toMatchObject({
      value: 0.9,
      detail: 'Security score 80',
    });
    expect(step(rate(), 'RISK_FACTORS')).toMatchObject({ value: 1, detail: 'No risk scan' });
  });
});

describe('claims, IRPM and the minimum premium', () => {
  it('claims factor by count, recency and severity', () => {
    expect(claimsFactor(0, 0, 0)).toBe(1);
    expect(claimsFactor(1, 50_000, 3)).toBe(1.15);
    expect(claimsFactor(1, 50_000, 1)).toBeCloseTo(1.265, 10);
    expect(claimsFactor(2, 200_000, 2)).toBeCloseTo(1.35 * 1.05 * 1.1, 10);
    expect(claimsFactor(9, 600_000, 5)).toBeCloseTo(1.6 * 1.25, 10);
  });

  it('IRPM: 1 + the characteristics, bounded by the state (surplus and UK ranges apart)', () => {
    expect(irpmModifierOf({ companyStability: -0.05, drPlanning: 0.02 })).toBe(0.97);
    expect(irpmDirection(0.97)).toBe('CREDIT');
    expect(irpmDirection(1)).toBe('CREDIT');
    expect(irpmDirection(1.03)).toBe('DEBIT');
    expect(irpmBoundsFor('CA', { surplus: false, uk: false })).toEqual({ min: 0.85, max: 1.15 });
    expect(irpmBoundsFor('CA', { surplus: true, uk: false })).toEqual({ min: 0.5, max: 1.5 });
    const bounded = rate({ state: 'CA', irpmModifier: 0.6 });
    expect(bounded.irpm).toEqual({ requested: 0.6, applied: 0.85, min: 0.85, max: 1.15 });
    expect(step(bounded, 'IRPM').detail).toBe('Requested 0.6, bounded to 0.85');
  });

  it('the minimum premium per limit applies when the rated premium falls below it', () => {
    expect(minimumPremiumFor(RATING_PLANS.P100, 1_000_000)).toBe(750);
    expect(minimumPremiumFor(RATING_PLANS.P100, 2_500_000)).toBe(1_100);
    const tiny = rate({
      revenue: 1,
      employees: 1,
      industryCode: '236220',
      retroActivePeriod: 1,
      deductible: 250_000,
      riskFactors: { ...GOOD_FACTORS, networkSecurity: 100, endpointSecurity: 100 },
    });
    expect(tiny.premium).toBe(75_000);
    expect(step(tiny, 'MINIMUM').detail).toBe('Minimum premium applies');
  });
});

describe('breakdown', () => {
  it('lists every step in order and its running premium', () => {
    const result = rate({
      riskFactors: GOOD_FACTORS,
      coverages: [{ key: 'BUSINESS_INTERRUPTION' }],
    });
    expect(result.breakdown.map((s) => s.code)).toEqual([...RATING_STEP_CODES]);
    let running = result.breakdown[0]!.value / 100;
    for (const s of result.breakdown.slice(1, -1)) {
      running *= s.value;
      expect(Math.abs(s.premium - running * 100)).toBeLessThanOrEqual(1);
    }
    expect(result.breakdown.at(-1)!.premium).toBe(result.premium);
    expect(result.premium % 100).toBe(0); // whole currency units
  });
});

describe('fees and taxes', () => {
  it('P100 has no MGA fee by default; other products their MGA fee; overrides win', () => {
    expect(rate().fees).toEqual({ mgaFee: 0, brokerFee: 0, additionalBrokerFee: 0, total: 0 });
    expect(rate({ product: 'P250' }).fees.mgaFee).toBe(150_00);
    const overridden = rate({ fees: { brokerFee: 50_00, additionalBrokerFee: 25_00 } });
    expect(overridden.fees).toEqual({
      mgaFee: 0,
      brokerFee: 50_00,
      additionalBrokerFee: 25_00,
      total: 75_00,
    });
    expect(overridden.total).toBe(overridden.premium + 75_00);
  });

  it('admitted US premiums carry no tax', () => {
    const admitted = rate({ product: 'P250' });
    expect(admitted.surplus).toBe(false);
    expect(admitted.taxes.total).toBe(0);
    expect(admitted.total).toBe(admitted.premium + admitted.fees.total);
  });

  it('surplus: home-state tax and stamping fee on premium plus MGA fee (California)', () => {
    const result = rate({ product: 'P250', state: 'CA', surplus: true });
    const base = result.premium + result.fees.mgaFee;
    expect(result.taxes.surplusLinesTax).toBe(Math.round(base * 0.03));
    expect(result.taxes.stampingFee).toBe(Math.round(base * 0.0018));
    expect(result.taxes.authority).toBe(
      'Cal. Ins. Code § 1775.5; Surplus Line Association of California',
    );
    expect(result.total).toBe(result.premium + result.fees.total + result.taxes.total);
  });

  it('P250_S is always surplus', () => {
    const result = rate({ product: 'P250_S', state: 'TX' });
    expect(result.surplus).toBe(true);
    expect(result.taxes.rates).toEqual({ surplusLinesTax: 0.0485, stampingFee: 0.0004, ipt: 0 });
  });

  it('rates follow the policy effective date (Texas stamping, Kansas tax, Iowa phase-down)', () => {
    expect(surplusLinesRatesFor('TX', '2023-12-31')!.stampingFeeRate).toBe(0.00075);
    expect(surplusLinesRatesFor('TX', '2024-01-01')!.stampingFeeRate).toBe(0.0004);
    expect(surplusLinesRatesFor('TX', '2020-06-01')!.stampingFeeRate).toBe(0.0015);
    expect(surplusLinesRatesFor('KS', '2023-06-01')!.taxRate).toBe(0.06);
    expect(surplusLinesRatesFor('KS', '2024-06-01')!.taxRate).toBe(0.03);
    expect(surplusLinesRatesFor('IA', '2026-06-01')!.taxRate).toBe(0.00925);
    expect(surplusLinesRatesFor('FL', '2020-05-01')).toMatchObject({
      taxRate: 0.05,
      stampingFeeRate: 0.0006,
    });
    expect(surplusLinesRatesFor('FL', '2021-05-01')!.taxRate).toBe(0.0494);
    expect(surplusLinesRatesFor('NY', '2026-01-01')).toMatchObject({
      taxRate: 0.036,
      stampingFeeRate: 0.0015,
    });
  });

  it('flat fees, other statutory charges and fee-exclusive bases', () => {
    const oregon = rate({ product: 'P250', state: 'OR', surplus: true });
    const orBase = oregon.premium + oregon.fees.mgaFee;
    expect(oregon.taxes.stampingFee).toBe(10_00);
    expect(oregon.taxes.otherCharges).toEqual([
      { name: 'State fire marshal tax', amount: Math.round(orBase * 0.003) },
    ]);
    const mississippi = rate({ product: 'P250', state: 'MS', surplus: true });
    expect(mississippi.taxes.otherCharges[0]!.name).toContain('MWUA');
    const hawaii = rate({ product: 'P250', state: 'HI', surplus: true });
    expect(hawaii.taxes.surplusLinesTax).toBe(Math.round(hawaii.premium * 0.0468));
  });

  it('covers every state and DC', () => {
    for (const s of US_STATES) expect(SURPLUS_LINES_TAXES[s.code], s.code).toBeDefined();
    expect(Object.keys(SURPLUS_LINES_TAXES)).toHaveLength(51);
  });

  it('UK products: pounds and 12 % insurance premium tax, never surplus', () => {
    expect(ukIptRateFor('2026-03-01')).toBe(0.12);
    const uk = rate({
      product: 'P_ONE',
      state: 'ENG',
      industryCode: '62020',
      fees: { mgaFee: 100_00 },
    });
    expect(uk.currency).toBe('GBP');
    expect(uk.surplus).toBe(false);
    expect(uk.taxes.ipt).toBe(Math.round((uk.premium + 100_00) * 0.12));
    expect(uk.taxes.surplusLinesTax).toBe(0);
    expect(step(uk, 'BASE').detail).toMatch(/^Turnover £/);
    expect(step(uk, 'DEDUCTIBLE').label).toBe('Excess factor');
  });
});
