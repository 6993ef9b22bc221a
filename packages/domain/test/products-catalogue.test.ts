import { describe, expect, it } from 'vitest';
import {
  applySecurityGates,
  BOOST_COVERAGES,
  boostCoverageByKey,
  boostCoveragesOf,
  boostVersionFor,
  COVERAGE_AVAILABILITY_MESSAGES,
  COVERAGE_CATALOGUE,
  COVERAGE_GROUP_IDS,
  coverageAvailability,
  coverageById,
  coverageOptionsFor,
  endorsementRulesFor,
  isBoostCoverageEditable,
  isBoostProduct,
  isTriaMandatory,
  mandatoryCoverageKeys,
  mandatoryCoverageKeysFor,
  PRODUCT_CODES,
  productCoverageSet,
  productCurrency,
  productFeeKind,
  productRegion,
  publicRelationsSubLimit,
  securityQuestionSections,
  socialEngineeringCheck,
  type CoverageContext,
} from '../src/index.ts';

const CALLBACKS = {
  isVerifyingBankAccounts: true,
  isAuthenticatingFundTransferRequests: true,
  isPreventingUnauthorizedWireTransfers: true,
};

const ctx = (over: Partial<CoverageContext> = {}): CoverageContext => ({
  product: 'P100',
  state: 'TX',
  industryCode: '423830',
  surplus: false,
  effectiveDate: '2026-03-01',
  boostVersion: 'V4',
  answers: {},
  ...over,
});

describe('products', () => {
  it('regions, currencies, coverage sets and fee kinds', () => {
    expect(productRegion('P_ONE')).toBe('UK');
    expect(productCurrency('PRIME_ONE_TECH_PLUS')).toBe('GBP');
    expect(productRegion('P250')).toBe('US');
    expect(productCurrency('ZSP')).toBe('USD');
    expect(PRODUCT_CODES.filter(isBoostProduct)).toEqual(['P250', 'P250_S']);
    expect(productCoverageSet('P250_S')).toBe('BOOST');
    expect(productCoverageSet('P100_PRO')).toBe('CALCULATOR');
    // spec 3 §9: P100's fee is the broker fee (+ additional); other products the MGA fee
    expect(productFeeKind('P100')).toBe('BROKER');
    expect(productFeeKind('P250')).toBe('MGA');
  });
});

describe('calculator coverage catalogue (groups 1–7)', () => {
  it('has unique ids and keys, groups 1 to 7 and orders from 1 in each group', () => {
    const ids = COVERAGE_CATALOGUE.map((c) => c.id);
    const keys = COVERAGE_CATALOGUE.map((c) => c.key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const group of COVERAGE_GROUP_IDS) {
      const orders = COVERAGE_CATALOGUE.filter((c) => c.group === group).map((c) => c.order);
      expect(orders[0]).toBe(1);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('keeps the spec ids 23, 24 and 34', () => {
    expect(coverageById(23)?.key).toBe('CONTINGENT_SYSTEM_FAILURE');
    expect(coverageById(24)?.label).toBe('Cyber Crime Loss');
    expect(coverageById(34)?.key).toBe('FULL_SYSTEM_FAILURE');
  });

  it('group 1 is mandatory and locked, the breach fund mandatory, extortion disabled', () => {
    const group1 = COVERAGE_CATALOGUE.filter((c) => c.group === 1);
    expect(group1.map((c) => c.key)).toEqual(['LIABILITY', 'PCI', 'REGULATORY']);
    expect(group1.every((c) => c.mandatory && c.locked)).toBe(true);
    const breachFund = COVERAGE_CATALOGUE.find((c) => c.key === 'BREACH_FUND')!;
    expect(breachFund).toMatchObject({ group: 2, mandatory: true, locked: false });
    expect(COVERAGE_CATALOGUE.find((c) => c.key === 'EXTORTION')!.disabled).toBe(true);
  });

  it('groups 6 and 7 are the endorsements; Tech E&O is group 5', () => {
    for (const c of COVERAGE_CATALOGUE) {
      expect(c.endorsement).toBe(c.group >= 6);
      if (c.endorsement) expect(c.chartGroup).toBe('Endorsements');
    }
    expect(COVERAGE_CATALOGUE.filter((c) => c.group === 5).map((c) => c.key)).toEqual(['TECH_ENO']);
    expect(COVERAGE_CATALOGUE.filter((c) => c.group === 6).map((c) => c.key)).toEqual([
      'PRIMARY_NON_CONTRIBUTORY',
      'STATE_INCONSISTENCY',
      'AMENDATORY_CONSTRUCTION',
      'AMENDATORY_MANUFACTURING',
    ]);
  });

  it('mandatory coverages; tech products always carry Tech E&O', () => {
    expect(mandatoryCoverageKeys('P100', 'V4')).toEqual([
      'LIABILITY',
      'PCI',
      'REGULATORY',
      'BREACH_FUND',
    ]);
    expect(mandatoryCoverageKeys('PRIME_TECH', 'V4')).toContain('TECH_ENO');
    expect(coverageAvailability('TECH_ENO', ctx()).reason).toBe(
      COVERAGE_AVAILABILITY_MESSAGES.notOfferedOnProduct,
    );
    expect(coverageAvailability('TECH_ENO', ctx({ product: 'PRIME_TECH_PLUS' })).available).toBe(
      true,
    );
  });
});

describe('Boost V4 / V5', () => {
  it('the flag chooses the version; V5-only coverages are not offered in V4', () => {
    expect(boostVersionFor(false)).toBe('V4');
    expect(boostVersionFor(true)).toBe('V5');
    const v4 = boostCoveragesOf('V4').map((b) => b.key);
    const v5 = boostCoveragesOf('V5').map((b) => b.key);
    expect(v4).not.toContain('ENHANCED_BI_AND_CBI');
    expect(v5).toContain('ENHANCED_BI_AND_CBI');
    expect(v4).toContain('EXTORTION_THREATS_AND_RANSOM');
    expect(v5).toContain('EXTORTION_THREATS_AND_RANSOM_V5');
    expect(v5).not.toContain('EXTORTION_THREATS_AND_RANSOM');
    const p250 = ctx({ product: 'P250' });
    expect(coverageAvailability('ENHANCED_BI_AND_CBI', p250)).toEqual({
      available: false,
      reason: 'Available with Boost V5 only',
    });
    expect(
      coverageAvailability('EXTORTION_THREATS_AND_RANSOM', { ...p250, boostVersion: 'V5' }).reason,
    ).toBe('Replaced by its Boost V5 version');
  });

  it('TRIA is mandatory only for V4', () => {
    expect(isTriaMandatory('V4')).toBe(true);
    expect(isTriaMandatory('V5')).toBe(false);
    expect(mandatoryCoverageKeys('P250', 'V4')).toContain('TRIA');
    expect(mandatoryCoverageKeys('P250', 'V5')).not.toContain('TRIA');
    expect(boostCoveragesOf('V5').map((b) => b.key)).toContain('TRIA');
  });

  it('public relations: 5 % of the limit, or 50,000 in NY and WA', () => {
    expect(publicRelationsSubLimit(1_000_000, 'TX')).toBe(50_000);
    expect(publicRelationsSubLimit(3_000_000, 'CA')).toBe(150_000);
    expect(publicRelationsSubLimit(3_000_000, 'NY')).toBe(50_000);
    expect(publicRelationsSubLimit(5_000_000, 'WA')).toBe(50_000);
    const options = coverageOptionsFor(ctx({ product: 'P250', state: 'NY' }), 4_000_000);
    expect(options.find((o) => o.key === 'PUBLIC_RELATIONS_EXPENSE')?.fixedSubLimit).toBe(50_000);
  });

  it('extortion and ransom are never editable', () => {
    expect(isBoostCoverageEditable('EXTORTION_THREATS_AND_RANSOM')).toBe(false);
    expect(isBoostCoverageEditable('EXTORTION_THREATS_AND_RANSOM_V5')).toBe(false);
    expect(isBoostCoverageEditable('SOCIAL_ENGINEERING')).toBe(true);
    const options = coverageOptionsFor(ctx({ product: 'P250', boostVersion: 'V5' }), 1_000_000);
    expect(options.find((o) => o.key === 'EXTORTION_THREATS_AND_RANSOM_V5')?.editable).toBe(false);
    const calculator = coverageOptionsFor(ctx(), 1_000_000);
    expect(calculator.find((o) => o.key === 'EXTORTION')?.editable).toBe(false);
  });

  it('every Boost coverage has a chart group and maps the quote fields it owns', () => {
    expect(boostCoverageByKey('SOCIAL_ENGINEERING')?.quoteFields).toContain('socialEngLimit');
    expect(boostCoverageByKey('TRIA')?.chartGroup).toBe('TRIA');
    expect(boostCoverageByKey('ADDITIONAL_NAMED_INSURED')?.chartGroup).toBe(
      'Additional Named Insured',
    );
    expect(BOOST_COVERAGES.every((b) => b.versions.length > 0)).toBe(true);
  });
});

describe('availability by industry and state (messages verbatim)', () => {
  it("'Not Available For Industry / State!' for website media, hardware, telecom, post breach", () => {
    const p250 = ctx({ product: 'P250' });
    const message = 'Not Available For Industry / State!';
    expect(
      coverageAvailability('WEBSITE_MEDIA_CONTENT_LIABILITY', { ...p250, industryCode: '511110' })
        .reason,
    ).toBe(message);
    expect(
      coverageAvailability('HARDWARE_REPLACEMENT_COSTS', { ...p250, industryCode: '334111' })
        .reason,
    ).toBe(message);
    expect(coverageAvailability('TELECOM_FRAUD', { ...p250, industryCode: '517311' }).reason).toBe(
      message,
    );
    expect(coverageAvailability('POST_BREACH_REMEDIATION', { ...p250, state: 'NY' }).reason).toBe(
      message,
    );
    expect(coverageAvailability('POST_BREACH_REMEDIATION', p250).available).toBe(true);
    expect(coverageAvailability('WEBSITE_MEDIA_CONTENT_LIABILITY', p250).available).toBe(true);
    // UK products check SIC codes
    expect(
      coverageAvailability(
        'MEDIA_LIABILITY',
        ctx({ product: 'P_ONE', state: 'ENG', industryCode: '58110' }),
      ).reason,
    ).toBe(message);
  });

  it("social engineering: 'State Not Supported' or the missing control", () => {
    const p250 = ctx({ product: 'P250', answers: CALLBACKS });
    expect(coverageAvailability('SOCIAL_ENGINEERING', p250).available).toBe(true);
    expect(coverageAvailability('SOCIAL_ENGINEERING', { ...p250, state: 'AK' }).reason).toBe(
      'State Not Supported',
    );
    // surplus paper is not state-filed
    expect(
      coverageAvailability('SOCIAL_ENGINEERING', { ...p250, state: 'AK', surplus: true }).available,
    ).toBe(true);
    const check = socialEngineeringCheck({ isVerifyingBankAccounts: true }, 'TX', false);
    expect(check.socialEngineering).toBe(false);
    expect(check.reasons).toEqual([
      'Fund transfer requests are not authenticated through a second channel',
      'Wire transfers over $25,000 do not need dual authorization',
    ]);
    expect(socialEngineeringCheck(CALLBACKS, 'TX', false)).toEqual({
      socialEngineering: true,
      reasons: [],
    });
  });

  it('dedicated breach costs are disabled without their eligibility flag', () => {
    const v5 = ctx({ product: 'P250', boostVersion: 'V5' });
    expect(coverageAvailability('DEDICATED_BREACH_COSTS', v5).available).toBe(false);
    expect(
      coverageAvailability('DEDICATED_BREACH_COSTS', { ...v5, dedicatedBreachCostsEligible: true })
        .available,
    ).toBe(true);
  });
});

describe('security-gated coverages 23, 24, 34', () => {
  it('failing answers leave 23, 24 and 34 unselected', () => {
    expect(applySecurityGates([5, 23, 24, 34], {}, null)).toEqual([5]);
    expect(
      applySecurityGates(
        [5, 23, 24, 34],
        {
          ...CALLBACKS,
          thirdPartySecurityAgreement: true,
          testedFullFailover: true,
          dmzSeparation: true,
        },
        'WEEKLY',
      ),
    ).toEqual([5, 23, 24, 34]);
    expect(
      applySecurityGates([34], { testedFullFailover: true, dmzSeparation: true }, 'NEVER'),
    ).toEqual([]);
  });

  it('question sections follow the chosen coverages; none chosen and not quoting shows all', () => {
    expect(securityQuestionSections([], false)).toEqual({
      contingentSystemFailure: true,
      cyberCrime: true,
      fullSystemFailure: true,
    });
    expect(securityQuestionSections([], true)).toEqual({
      contingentSystemFailure: false,
      cyberCrime: false,
      fullSystemFailure: false,
    });
    expect(securityQuestionSections([24, 5], true)).toEqual({
      contingentSystemFailure: false,
      cyberCrime: true,
      fullSystemFailure: false,
    });
  });
});

describe('endorsement rules (rules/endorsement)', () => {
  const base = {
    effectiveDate: '2026-03-01',
    state: 'TX',
    surplus: false,
    uk: false,
    techProduct: false,
    industryCode: '236220',
  };
  const rule = (key: string, over: Partial<typeof base> = {}) =>
    endorsementRulesFor({ ...base, ...over }).find((r) => r.key === key)!;

  it('BIPA exclusion only in Illinois; construction amendatory only for construction', () => {
    expect(rule('BIPA_EXCLUSION').available).toBe(false);
    expect(rule('BIPA_EXCLUSION').reason).toBe('Only available in IL');
    expect(rule('BIPA_EXCLUSION', { state: 'IL' }).available).toBe(true);
    expect(rule('AMENDATORY_CONSTRUCTION').available).toBe(true);
    expect(rule('AMENDATORY_MANUFACTURING').reason).toBe('Not available for this industry');
    expect(rule('AMENDATORY_MANUFACTURING', { industryCode: '332710' }).available).toBe(true);
  });

  it('state inconsistency is admitted-only; E&O exclusion is not for tech products', () => {
    expect(rule('STATE_INCONSISTENCY', { surplus: true }).available).toBe(false);
    expect(rule('ENO_EXCLUSION', { techProduct: true }).available).toBe(false);
    expect(rule('SPECIFIED_EVENT_EXCLUSION').underwriterOnly).toBe(true);
  });

  it('the war exclusion is mandatory on surplus paper from 31 March 2023', () => {
    expect(rule('WAR_EXCLUSION', { surplus: true }).mandatory).toBe(true);
    expect(rule('WAR_EXCLUSION', { surplus: true, effectiveDate: '2023-03-30' }).mandatory).toBe(
      false,
    );
    expect(rule('WAR_EXCLUSION').mandatory).toBe(false);
    expect(mandatoryCoverageKeysFor(ctx({ surplus: true }))).toContain('WAR_EXCLUSION');
    expect(mandatoryCoverageKeysFor(ctx())).not.toContain('WAR_EXCLUSION');
  });
});
