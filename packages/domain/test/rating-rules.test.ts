import { describe, expect, it } from 'vitest';
import {
  RatingInputSchema,
  ratePremium,
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
const ANSWERS = {
  mfaEmail: true,
  mfaRemoteAccess: true,
  incidentResponsePlan: true,
  isSecurityTraining: true,
  pastCyberIncident: false,
};
const CALLBACKS = {
  isVerifyingBankAccounts: true,
  isAuthenticatingFundTransferRequests: true,
  isPreventingUnauthorizedWireTransfers: true,
};

/** A clean, bindable P100 risk: READY unless a test changes something. */
const rate = (over: Partial<RatingInputRequest> = {}): RatingResult =>
  ratePremium(
    RatingInputSchema.parse({
      product: 'P100',
      state: 'OH',
      industryCode: '423830',
      revenue: 8_000_000,
      employees: 40,
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate: '2026-03-01',
      securityAnswers: ANSWERS,
      riskFactors: GOOD_FACTORS,
      ...over,
    }),
  );

const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code);

describe('status hint', () => {
  it('READY for a clean risk', () => {
    const result = rate();
    expect(result.statusHint).toBe('READY');
    expect(result.referToUnderwriter).toBe(false);
    expect(result.eligibility).toEqual({ eligible: true, reasons: [] });
    expect(result.indicationReasons).toEqual([]);
  });

  it('INDICATION without a risk scan or with required questions unanswered', () => {
    const noScan = rate({ riskFactors: null });
    expect(noScan.statusHint).toBe('INDICATION');
    expect(noScan.indicationReasons[0]!.message).toBe(
      'No risk scan yet: the premium assumes average risk factors',
    );
    const unanswered = rate({ securityAnswers: { mfaEmail: true } });
    expect(unanswered.statusHint).toBe('INDICATION');
    expect(unanswered.indicationReasons[0]!.message).toBe(
      'Unanswered security questions: MFA for remote access, Incident response plan, Security awareness training, Past cyber incident',
    );
  });

  it('REFERRED wins over INDICATION, DECLINED over both', () => {
    expect(
      rate({ riskFactors: null, claims: { count: 2, amount: 10_000, lastClaim: 3 } }).statusHint,
    ).toBe('REFERRED');
    expect(rate({ riskFactors: null, industryCode: '713210' }).statusHint).toBe('DECLINED');
  });
});

describe('size', () => {
  it('revenue above the product threshold refers; above its appetite declines (Size is too Big)', () => {
    const refer = rate({ revenue: 60_000_000, deductible: 25_000 });
    expect(refer.referralReasons).toEqual([
      {
        code: 'REVENUE_REFER',
        message: 'Revenue above $50,000,000 needs underwriter review',
        declineReason: null,
      },
    ]);
    const decline = rate({ revenue: 150_000_000, deductible: 25_000 });
    expect(decline.eligibility.reasons).toEqual([
      {
        code: 'REVENUE_DECLINE',
        message: 'Revenue above $100,000,000 is outside the appetite of Prime 100',
        declineReason: 'Size is too Big',
      },
    ]);
    // the 250 product takes far larger accounts
    expect(rate({ product: 'P250', revenue: 150_000_000, deductible: 25_000 }).statusHint).toBe(
      'READY',
    );
  });

  it('UK wording: turnover', () => {
    const uk = rate({
      product: 'P_ONE',
      state: 'SCT',
      industryCode: '41201',
      revenue: 60_000_000,
      deductible: 25_000,
    });
    expect(uk.referralReasons[0]!.message).toBe(
      'Turnover above £50,000,000 needs underwriter review',
    );
  });
});

describe('class of business', () => {
  it('declined classes decline (Class of Business); class 5 and unclassified codes refer', () => {
    expect(rate({ industryCode: '713290' }).eligibility.reasons[0]).toEqual({
      code: 'CLASS_DECLINED',
      message: 'Industry 713290 is outside the appetite of every product',
      declineReason: 'Class of Business',
    });
    expect(codes(rate({ industryCode: '622110' }).referralReasons)).toEqual(['CLASS_HIGH_HAZARD']);
    expect(codes(rate({ industryCode: '99' }).referralReasons)).toEqual(['CLASS_UNCLASSIFIED']);
  });
});

describe('limit caps and minimum deductibles', () => {
  it('small accounts have a limit cap by revenue', () => {
    const result = rate({ revenue: 3_000_000, limit: 3_000_000 });
    expect(result.eligibility.reasons).toEqual([
      {
        code: 'LIMIT_CAP_REVENUE',
        message: 'The highest limit for revenue under $5,000,000 is $2,000,000',
        declineReason: null,
      },
    ]);
    expect(rate({ revenue: 3_000_000, limit: 2_000_000 }).eligibility.eligible).toBe(true);
    expect(rate({ revenue: 500_000, limit: 1_500_000 }).eligibility.reasons[0]!.message).toBe(
      'The highest limit for revenue under $1,000,000 is $1,000,000',
    );
  });

  it('the highest hazard class is capped at 3,000,000', () => {
    const result = rate({
      industryCode: '622110',
      revenue: 40_000_000,
      limit: 4_000_000,
      deductible: 25_000,
    });
    expect(codes(result.eligibility.reasons)).toEqual(['LIMIT_CAP_HAZARD']);
    expect(result.eligibility.reasons[0]!.message).toBe(
      'The highest limit for the highest hazard class is $3,000,000',
    );
  });

  it('larger revenue needs a larger deductible', () => {
    const result = rate({ product: 'P250', revenue: 150_000_000, deductible: 5_000 });
    expect(result.eligibility.reasons).toEqual([
      {
        code: 'MINIMUM_DEDUCTIBLE',
        message: 'Revenue above $100,000,000 needs a deductible of at least $10,000',
        declineReason: null,
      },
    ]);
    expect(
      rate({ product: 'P250', revenue: 150_000_000, deductible: 10_000 }).eligibility.eligible,
    ).toBe(true);
    const uk = rate({
      product: 'P_ONE',
      state: 'WLS',
      industryCode: '41201',
      revenue: 30_000_000,
      deductible: 1_000,
    });
    expect(uk.eligibility.reasons[0]!.message).toBe(
      'Turnover above £25,000,000 needs an excess of at least £5,000',
    );
  });
});

describe('coverage rules', () => {
  it('social engineering only with callback controls', () => {
    const without = rate({ product: 'P250', coverages: [{ key: 'SOCIAL_ENGINEERING' }] });
    expect(without.eligibility.reasons[0]).toEqual({
      code: 'COVERAGE_UNAVAILABLE',
      message:
        'Social Engineering: New or changed bank account details are not verified by a call-back to a known contact',
      declineReason: null,
    });
    const withControls = rate({
      product: 'P250',
      coverages: [{ key: 'SOCIAL_ENGINEERING' }],
      securityAnswers: { ...ANSWERS, ...CALLBACKS },
    });
    expect(withControls.statusHint).toBe('READY');
    // calculator products: Cyber Crime Loss (24) needs the same controls
    expect(rate({ coverages: [{ key: 'CYBER_CRIME' }] }).eligibility.eligible).toBe(false);
  });

  it("coverages not offered to the industry or state: 'Not Available For Industry / State!'", () => {
    const result = rate({
      product: 'P250',
      industryCode: '517311',
      coverages: [{ key: 'TELECOM_FRAUD' }],
    });
    expect(result.eligibility.reasons[0]!.message).toBe(
      'Telecommunications Fraud: Not Available For Industry / State!',
    );
    const se = rate({
      product: 'P250',
      state: 'WY',
      coverages: [{ key: 'SOCIAL_ENGINEERING' }],
      securityAnswers: { ...ANSWERS, ...CALLBACKS },
    });
    expect(se.eligibility.reasons[0]!.message).toBe('Social Engineering: State Not Supported');
  });

  it('Boost V4 always carries TRIA; V5 only when chosen', () => {
    expect(rate({ product: 'P250' }).coverages.map((c) => c.key)).toContain('TRIA');
    const v5 = rate({ product: 'P250', boostV5Enabled: true });
    expect(v5.boostVersion).toBe('V5');
    expect(v5.coverages.map((c) => c.key)).not.toContain('TRIA');
    expect(
      rate({ product: 'P250', boostV5Enabled: true, coverages: [{ key: 'TRIA' }] }).coverages.find(
        (c) => c.key === 'TRIA',
      )?.mandatory,
    ).toBe(false);
  });
});

describe('security', () => {
  const scored = (score: number) =>
    Object.fromEntries(Object.keys(GOOD_FACTORS).map((k) => [k, score])) as typeof GOOD_FACTORS;

  it('a very low security score refers, lower still declines (Poor Cyber Security Controls)', () => {
    const refer = rate({ riskFactors: scored(35) });
    expect(refer.securityScore).toBe(35);
    expect(refer.referralReasons[0]).toEqual({
      code: 'SECURITY_SCORE_REFER',
      message: 'Security score 35 is below 40',
      declineReason: null,
    });
    const decline = rate({ riskFactors: scored(22) });
    expect(decline.eligibility.reasons[0]).toEqual({
      code: 'SECURITY_SCORE_DECLINE',
      message: 'Security score 22 is below 25',
      declineReason: 'Poor Cyber Security Controls',
    });
  });

  it('a single very weak factor refers', () => {
    const result = rate({ riskFactors: { ...GOOD_FACTORS, cyberExtortion: 12 } });
    expect(result.referralReasons).toEqual([
      {
        code: 'RISK_FACTOR_REFER',
        message: 'Cyber Extortion scores 12, below 20',
        declineReason: null,
      },
    ]);
  });

  it('pending litigation or civil action answered Yes refers', () => {
    const result = rate({ securityAnswers: { ...ANSWERS, pendingLitigation: true } });
    expect(result.referralReasons[0]!.message).toBe('Pending litigation: answered Yes');
  });
});

describe('claims history', () => {
  it('recent claims refer; several claims refer; many decline (Poor Claims History)', () => {
    expect(
      codes(rate({ claims: { count: 1, amount: 20_000, lastClaim: 1 } }).referralReasons),
    ).toEqual(['CLAIMS_RECENT_REFER']);
    expect(rate({ claims: { count: 1, amount: 20_000, lastClaim: 4 } }).statusHint).toBe('READY');
    expect(
      codes(rate({ claims: { count: 2, amount: 20_000, lastClaim: 3 } }).referralReasons),
    ).toEqual(['CLAIMS_COUNT_REFER']);
    expect(
      rate({ claims: { count: 1, amount: 300_000, lastClaim: 3 } }).referralReasons[0]!.message,
    ).toBe('Claims incurred of $300,000');
    const decline = rate({ claims: { count: 4, amount: 80_000, lastClaim: 2 } });
    expect(decline.eligibility.reasons[0]).toEqual({
      code: 'CLAIMS_DECLINE',
      message: '4 claims in the last five years',
      declineReason: 'Poor Claims History',
    });
  });
});
