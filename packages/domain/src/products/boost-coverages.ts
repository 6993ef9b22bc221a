import type { CoverageChartGroup } from './coverage-chart-groups.ts';

/**
 * The Boost coverage set of the 250 products (spec 3 §3 "Coverage ids (wholesale view)" and the
 * quote coverage data). Version V4 is the default; V5 is offered only when the Boost V5 feature
 * flag is on (spec 3 §6) — callers pass the flag's value, this module reads no flags.
 *
 * Rules of spec 3 §5 kept here: extortion and ransom are never editable, TRIA is mandatory only
 * for V4, the public relations sub-limit is 5 % of the limit or 50,000 in NY and WA.
 */

export const BOOST_VERSIONS = ['V4', 'V5'] as const;
export type BoostVersion = (typeof BOOST_VERSIONS)[number];

/** The Boost version a quote uses, given the Boost V5 flag. */
export const boostVersionFor = (boostV5Enabled: boolean): BoostVersion =>
  boostV5Enabled ? 'V5' : 'V4';

export type BoostCoverageKind = 'CORE' | 'ENDORSEMENT' | 'V5_ONLY' | 'EXCLUSION';

export type BoostCoverage = {
  key: string;
  label: string;
  kind: BoostCoverageKind;
  versions: readonly BoostVersion[];
  /** Versions in which it is always selected. */
  mandatoryIn: readonly BoostVersion[];
  /** False: limits fixed (extortion and ransom). */
  editable: boolean;
  /** Carries its own sub-limit (at most the policy limit). */
  subLimited: boolean;
  /** The quote coverage-data fields it maps to (spec 3 §3), where there are any. */
  quoteFields: readonly string[];
  chartGroup: CoverageChartGroup;
};

const BOTH = ['V4', 'V5'] as const;
const V4 = ['V4'] as const;
const V5 = ['V5'] as const;

const c = (
  key: string,
  label: string,
  kind: BoostCoverageKind,
  versions: readonly BoostVersion[],
  options: Partial<Omit<BoostCoverage, 'key' | 'label' | 'kind' | 'versions'>> = {},
): BoostCoverage => ({
  key,
  label,
  kind,
  versions,
  mandatoryIn: options.mandatoryIn ?? [],
  editable: options.editable ?? true,
  subLimited: options.subLimited ?? false,
  quoteFields: options.quoteFields ?? [],
  chartGroup:
    options.chartGroup ??
    (kind === 'ENDORSEMENT' || kind === 'EXCLUSION' ? 'Endorsements' : 'First Party Coverages'),
});

export const BOOST_COVERAGES: readonly BoostCoverage[] = [
  // core
  c('SECURITY_BREACH_EXPENSE', 'Security Breach Expense', 'CORE', BOTH, { mandatoryIn: BOTH }),
  c('RESTORATION_OF_ELECTRONIC_DATA', 'Restoration of Electronic Data', 'CORE', BOTH, {
    mandatoryIn: BOTH,
  }),
  c('PUBLIC_RELATIONS_EXPENSE', 'Public Relations Expense', 'CORE', BOTH, {
    mandatoryIn: BOTH,
    editable: false,
    subLimited: true,
  }),
  c('EXTORTION_THREATS_AND_RANSOM', 'Extortion Threats and Ransom Payment', 'CORE', V4, {
    mandatoryIn: V4,
    editable: false,
    quoteFields: ['ransomPaymentLimit', 'ransomPaymentEndorsement'],
  }),
  c('EXTORTION_THREATS_AND_RANSOM_V5', 'Extortion Threats and Ransom Payment', 'CORE', V5, {
    mandatoryIn: V5,
    editable: false,
    quoteFields: ['ransomPaymentLimit', 'ransomPaymentEndorsement'],
  }),
  c('BUSINESS_INCOME_AND_EXTRA_EXPENSE', 'Business Income and Extra Expense', 'CORE', V4, {
    mandatoryIn: V4,
    quoteFields: ['businessIncomeCoverage'],
  }),
  c('BUSINESS_INCOME_AND_EXTRA_EXPENSE_V5', 'Business Income and Extra Expense', 'CORE', V5, {
    mandatoryIn: V5,
    quoteFields: ['businessIncomeCoverage'],
  }),
  c('PCI_FINES_AND_PENALTIES', 'PCI Fines and Penalties', 'CORE', BOTH, {
    mandatoryIn: BOTH,
    chartGroup: 'Third Party Coverages',
  }),
  c('REGULATORY_DEFENSE_AND_PENALTIES', 'Regulator Defense and Penalties', 'CORE', BOTH, {
    mandatoryIn: BOTH,
    chartGroup: 'Third Party Coverages',
  }),
  c('SECURITY_BREACH_LIABILITY', 'Security Breach Liability', 'CORE', BOTH, {
    mandatoryIn: BOTH,
    chartGroup: 'Third Party Coverages',
  }),
  c('WEBSITE_MEDIA_CONTENT_LIABILITY', 'Website Media Content Liability', 'CORE', BOTH, {
    subLimited: true,
    chartGroup: 'Third Party Coverages',
    quoteFields: [
      'websiteMediaContentLiabilityEndorsement',
      'websiteMediaContentLiabilitySubLimit',
    ],
  }),
  // endorsements
  c('COMPUTER_FUNDS_TRANSFER_FRAUD', 'Computer and Funds Transfer Fraud', 'ENDORSEMENT', BOTH, {
    quoteFields: ['computerFraudEndorsement'],
  }),
  c('SOCIAL_ENGINEERING', 'Social Engineering', 'ENDORSEMENT', BOTH, {
    subLimited: true,
    quoteFields: ['socialEngEndorsement', 'socialEngLimit', 'socialEngDeductible'],
  }),
  c('REVERSE_SOCIAL_ENGINEERING', 'Reverse Social Engineering', 'ENDORSEMENT', BOTH, {
    subLimited: true,
    quoteFields: [
      'reverseSocialEngineeringEndorsement',
      'reverseSocialEngineeringLimit',
      'reverseSocialEngineeringDeductible',
    ],
  }),
  c('HARDWARE_REPLACEMENT_COSTS', 'Hardware Replacement Costs', 'ENDORSEMENT', BOTH, {
    subLimited: true,
    quoteFields: ['hardwareReplCostEndorsement', 'hardwareReplCostSubLimit'],
  }),
  c('TELECOM_FRAUD', 'Telecommunications Fraud', 'ENDORSEMENT', BOTH, {
    subLimited: true,
    quoteFields: ['telecomsFraudEndorsement', 'telecomsFraudSubLimit'],
  }),
  c('POST_BREACH_REMEDIATION', 'Post Breach Remediation', 'ENDORSEMENT', BOTH, {
    subLimited: true,
    quoteFields: ['postBreachRemediationEndorsement', 'postBreachRemediationSubLimit'],
  }),
  c('ADDITIONAL_INSURED', 'Additional Insured', 'ENDORSEMENT', BOTH, {
    quoteFields: ['additionalInsureds'],
  }),
  c('ADDITIONAL_NAMED_INSURED', 'Additional Named Insured', 'ENDORSEMENT', BOTH, {
    chartGroup: 'Additional Named Insured',
  }),
  c('TRIA', 'Terrorism Risk Insurance Act (TRIA)', 'ENDORSEMENT', BOTH, {
    mandatoryIn: V4,
    chartGroup: 'TRIA',
    quoteFields: ['isTriaExcluded'],
  }),
  // V5 only
  c('ENHANCED_BI_AND_CBI', 'Enhanced Business and Contingent Business Income', 'V5_ONLY', V5, {
    quoteFields: ['enhancedBusinessAndCbi'],
  }),
  c(
    'ENHANCED_BI_AND_CBI_WITH_SYSTEM_FAILURE',
    'Enhanced Business and Contingent Business Income, System Failure Inclusive',
    'V5_ONLY',
    V5,
    { quoteFields: ['enhancedBusinessAndCbiWithSystemFailure'] },
  ),
  c('DEDICATED_BREACH_COSTS', 'Dedicated Breach Costs Endorsement', 'V5_ONLY', V5, {
    subLimited: true,
    quoteFields: ['dedicatedBreachCostsEndorsementSubLimit'],
  }),
  c('SERVICE_FRAUD_AND_CRYPTOJACKING', 'Service Fraud and Cryptojacking', 'V5_ONLY', V5, {
    subLimited: true,
    quoteFields: ['serviceFraudAndCryptojackingSubLimit'],
  }),
  c('CONTINGENT_BI_EXCLUSION', 'Contingent Business Income Exclusion', 'EXCLUSION', BOTH),
];

export const BOOST_COVERAGE_KEYS: readonly string[] = BOOST_COVERAGES.map((b) => b.key);

const BY_KEY = new Map(BOOST_COVERAGES.map((b) => [b.key, b]));
export const boostCoverageByKey = (key: string): BoostCoverage | undefined => BY_KEY.get(key);

/** The two enhanced business-income options exclude each other. */
export const BOOST_EXCLUSIVE_PAIRS: readonly (readonly [string, string])[] = [
  ['ENHANCED_BI_AND_CBI', 'ENHANCED_BI_AND_CBI_WITH_SYSTEM_FAILURE'],
];

/** Spec 3 §5: TRIA is mandatory only for V4. */
export const isTriaMandatory = (version: BoostVersion): boolean => version === 'V4';

/** Spec 3 §9: public relations limit 5 % of the limit, or 50,000 in NY and WA. */
export const PUBLIC_RELATIONS_FIXED_STATES: readonly string[] = ['NY', 'WA'];
export const PUBLIC_RELATIONS_FIXED_LIMIT = 50_000;
export const PUBLIC_RELATIONS_LIMIT_SHARE = 0.05;
export const publicRelationsSubLimit = (limit: number, state: string): number =>
  PUBLIC_RELATIONS_FIXED_STATES.includes(state)
    ? PUBLIC_RELATIONS_FIXED_LIMIT
    : Math.round(limit * PUBLIC_RELATIONS_LIMIT_SHARE);

/** Spec 3 §5: extortion and ransom are always disabled for editing. */
export const isBoostCoverageEditable = (key: string): boolean => BY_KEY.get(key)?.editable ?? false;

/** The coverages of one version, in catalogue order. */
export const boostCoveragesOf = (version: BoostVersion): readonly BoostCoverage[] =>
  BOOST_COVERAGES.filter((b) => b.versions.includes(version));

export const isBoostMandatory = (coverage: BoostCoverage, version: BoostVersion): boolean =>
  coverage.mandatoryIn.includes(version);
