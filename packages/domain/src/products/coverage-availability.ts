import { industryMatches } from '../rating/tables/industry-hazard.ts';
import { ENDORSEMENT_RULES, endorsementRuleFor } from '../rating/tables/endorsement-rules.ts';
import type { SecurityAnswers } from '../rating/tables/security.ts';
import {
  boostCoverageByKey,
  boostCoveragesOf,
  isBoostMandatory,
  publicRelationsSubLimit,
  type BoostVersion,
} from './boost-coverages.ts';
import { DUAL_AUTHORIZATION_THRESHOLD, type BackupFrequency } from './calculator.ts';
import {
  COVERAGE_CATALOGUE,
  coverageByKey,
  coverageLabelFor,
  SECURITY_GATED_COVERAGE_IDS,
  type CoverageEntry,
} from './coverages.ts';
import { isBoostProduct, isTechProduct, isUkProduct, type ProductCode } from './products.ts';

/**
 * Which coverages a quote may carry, by product, state, industry and security answers (spec 3
 * §5 "State-specific coverage rules"): social engineering shows 'State Not Supported' or a
 * reason; website media, hardware, telecom and post breach show 'Not Available For Industry /
 * State!'; dedicated breach costs need their eligibility flag; coverages 23, 24 and 34 need
 * their security answers. The restriction lists are the products' underwriting guidelines.
 */

export const COVERAGE_AVAILABILITY_MESSAGES = {
  stateNotSupported: 'State Not Supported',
  notAvailableForIndustryState: 'Not Available For Industry / State!',
  // design messages below (the spec shows none)
  dedicatedBreachCostsIneligible: 'Not eligible for the dedicated breach costs endorsement',
  notOfferedOnProduct: 'Not offered on this product',
  needsBoostV5: 'Available with Boost V5 only',
  replacedInV5: 'Replaced by its Boost V5 version',
  contingentSystemFailureControls:
    'Needs a security agreement with the third parties whose systems you depend on',
  fullSystemFailureControls: 'Needs a tested full failover, DMZ separation and regular backups',
  verifyBankAccounts:
    'New or changed bank account details are not verified by a call-back to a known contact',
  authenticateTransfers: 'Fund transfer requests are not authenticated through a second channel',
  preventWireTransfers: `Wire transfers over $${DUAL_AUTHORIZATION_THRESHOLD.toLocaleString('en-US')} do not need dual authorization`,
} as const;

/** Coverages not offered to some industries (NAICS / SIC prefixes) or in some states. */
export const INDUSTRY_STATE_RESTRICTIONS: Readonly<
  Record<
    string,
    { industries: { US: readonly string[]; UK: readonly string[] }; states: readonly string[] }
  >
> = {
  // media businesses need a media liability policy of their own
  WEBSITE_MEDIA_CONTENT_LIABILITY: {
    industries: { US: ['51', '5418', '7111'], UK: ['58', '59', '60', '73'] },
    states: [],
  },
  MEDIA_LIABILITY: {
    industries: { US: ['51', '5418', '7111'], UK: ['58', '59', '60', '73'] },
    states: [],
  },
  // makers and sellers of the hardware itself
  HARDWARE_REPLACEMENT_COSTS: {
    industries: { US: ['334', '4234'], UK: ['26', '4651'] },
    states: [],
  },
  BRICKING: { industries: { US: ['334', '4234'], UK: ['26', '4651'] }, states: [] },
  // telecom and utility providers
  TELECOM_FRAUD: { industries: { US: ['517', '22'], UK: ['61', '35', '36'] }, states: [] },
  UTILITY_FRAUD: { industries: { US: ['517', '22'], UK: ['61', '35', '36'] }, states: [] },
  // the remediation form is not filed in New York
  POST_BREACH_REMEDIATION: { industries: { US: [], UK: [] }, states: ['NY'] },
};

/** States where the admitted social-engineering form is not filed (surplus paper is not filed). */
export const SOCIAL_ENGINEERING_UNSUPPORTED_STATES: readonly string[] = ['AK', 'WY'];
const SOCIAL_ENGINEERING_KEYS: ReadonlySet<string> = new Set(['SOCIAL_ENGINEERING', 'CYBER_CRIME']);

export type SocialEngineeringCheck = { socialEngineering: boolean; reasons: string[] };

/** The social engineering check (spec 3 §3: response socialEngineering and reasons). */
export function socialEngineeringCheck(
  answers: SecurityAnswers,
  state: string,
  surplus: boolean,
): SocialEngineeringCheck {
  const reasons: string[] = [];
  if (!surplus && SOCIAL_ENGINEERING_UNSUPPORTED_STATES.includes(state)) {
    reasons.push(COVERAGE_AVAILABILITY_MESSAGES.stateNotSupported);
  }
  if (answers.isVerifyingBankAccounts !== true) {
    reasons.push(COVERAGE_AVAILABILITY_MESSAGES.verifyBankAccounts);
  }
  if (answers.isAuthenticatingFundTransferRequests !== true) {
    reasons.push(COVERAGE_AVAILABILITY_MESSAGES.authenticateTransfers);
  }
  if (answers.isPreventingUnauthorizedWireTransfers !== true) {
    reasons.push(COVERAGE_AVAILABILITY_MESSAGES.preventWireTransfers);
  }
  return { socialEngineering: reasons.length === 0, reasons };
}

/** Whether the answers allow coverages 23, 24 and 34 (spec 3 §4). */
export function securityGatePasses(
  id: number,
  answers: SecurityAnswers,
  backupFrequency: BackupFrequency | null | undefined,
): boolean {
  switch (id) {
    case SECURITY_GATED_COVERAGE_IDS.contingentSystemFailure:
      return answers.thirdPartySecurityAgreement === true;
    case SECURITY_GATED_COVERAGE_IDS.cyberCrime:
      return (
        answers.isVerifyingBankAccounts === true &&
        answers.isAuthenticatingFundTransferRequests === true &&
        answers.isPreventingUnauthorizedWireTransfers === true
      );
    case SECURITY_GATED_COVERAGE_IDS.fullSystemFailure:
      return (
        answers.testedFullFailover === true &&
        answers.dmzSeparation === true &&
        !!backupFrequency &&
        backupFrequency !== 'NEVER'
      );
    default:
      return true;
  }
}

/** Spec 3 §4: security answers that fail leave coverages 23, 24, 34 unselected. */
export const applySecurityGates = (
  coverageIds: readonly number[],
  answers: SecurityAnswers,
  backupFrequency: BackupFrequency | null | undefined,
): number[] => coverageIds.filter((id) => securityGatePasses(id, answers, backupFrequency));

/**
 * Spec 3 §5: security-question sections follow the chosen coverages (23, 24, 34); with none of
 * them chosen and not quoting, all three show (and are required).
 */
export function securityQuestionSections(
  coverageIds: readonly number[],
  quoting: boolean,
): { contingentSystemFailure: boolean; cyberCrime: boolean; fullSystemFailure: boolean } {
  const ids = SECURITY_GATED_COVERAGE_IDS;
  const any = [ids.contingentSystemFailure, ids.cyberCrime, ids.fullSystemFailure].some((id) =>
    coverageIds.includes(id),
  );
  if (!any && !quoting) {
    return { contingentSystemFailure: true, cyberCrime: true, fullSystemFailure: true };
  }
  return {
    contingentSystemFailure: coverageIds.includes(ids.contingentSystemFailure),
    cyberCrime: coverageIds.includes(ids.cyberCrime),
    fullSystemFailure: coverageIds.includes(ids.fullSystemFailure),
  };
}

/** Tech E&O is offered on the tech products and the tech "Plus" products. */
const TECH_ENO_PRODUCTS: readonly ProductCode[] = [
  'PRIME_TECH',
  'PRIME_ONE_TECH',
  'ZSP',
  'PRIME_TECH_PLUS',
  'PRIME_ONE_TECH_PLUS',
];

/** Whether a product's coverage set holds the key at all (and, for Boost, in that version). */
export function productOffersCoverage(
  product: ProductCode,
  key: string,
  boostVersion: BoostVersion,
): string | null {
  if (isBoostProduct(product)) {
    const boost = boostCoverageByKey(key);
    if (!boost) return COVERAGE_AVAILABILITY_MESSAGES.notOfferedOnProduct;
    if (!boost.versions.includes(boostVersion)) {
      return boostVersion === 'V4'
        ? COVERAGE_AVAILABILITY_MESSAGES.needsBoostV5
        : COVERAGE_AVAILABILITY_MESSAGES.replacedInV5;
    }
    return null;
  }
  if (!coverageByKey(key)) return COVERAGE_AVAILABILITY_MESSAGES.notOfferedOnProduct;
  if (key === 'TECH_ENO' && !TECH_ENO_PRODUCTS.includes(product)) {
    return COVERAGE_AVAILABILITY_MESSAGES.notOfferedOnProduct;
  }
  return null;
}

const MANDATORY_CANDIDATE_ENDORSEMENTS = Object.keys(ENDORSEMENT_RULES).filter(
  (key) => ENDORSEMENT_RULES[key]!.mandatoryFrom !== undefined,
);

const BOOST_MANDATORY: Record<BoostVersion, readonly string[]> = {
  V4: boostCoveragesOf('V4')
    .filter((b) => isBoostMandatory(b, 'V4'))
    .map((b) => b.key),
  V5: boostCoveragesOf('V5')
    .filter((b) => isBoostMandatory(b, 'V5'))
    .map((b) => b.key),
};
const CALCULATOR_MANDATORY: readonly string[] = COVERAGE_CATALOGUE.filter((c) => c.mandatory).map(
  (c) => c.key,
);

/** Mandatory coverages of a product (auto-selected). */
export function mandatoryCoverageKeys(product: ProductCode, boostVersion: BoostVersion): string[] {
  if (isBoostProduct(product)) return [...BOOST_MANDATORY[boostVersion]];
  const keys = [...CALCULATOR_MANDATORY];
  if (isTechProduct(product)) keys.push('TECH_ENO');
  return keys;
}

export type CoverageContext = {
  product: ProductCode;
  state: string;
  industryCode: string;
  surplus: boolean;
  effectiveDate: string;
  boostVersion: BoostVersion;
  answers: SecurityAnswers;
  backupFrequency?: BackupFrequency | null;
  /** Spec 3 §5: dedicated breach costs are disabled when this flag is missing. */
  dedicatedBreachCostsEligible?: boolean;
};

/**
 * Mandatory coverages for one quote: the product's, plus endorsements the endorsement rules make
 * mandatory (the war exclusion on surplus paper from 31 March 2023).
 */
export function mandatoryCoverageKeysFor(ctx: CoverageContext): string[] {
  const keys = mandatoryCoverageKeys(ctx.product, ctx.boostVersion);
  if (isBoostProduct(ctx.product)) return keys;
  const uk = isUkProduct(ctx.product);
  for (const key of MANDATORY_CANDIDATE_ENDORSEMENTS) {
    const rule = endorsementRuleFor(key, {
      effectiveDate: ctx.effectiveDate,
      state: ctx.state,
      surplus: ctx.surplus,
      uk,
      techProduct: isTechProduct(ctx.product),
      industryCode: ctx.industryCode,
    });
    if (rule.mandatory) keys.push(key);
  }
  return keys;
}

export type CoverageAvailability = { available: boolean; reason: string | null };

const AVAILABLE: CoverageAvailability = { available: true, reason: null };
const unavailable = (reason: string): CoverageAvailability => ({ available: false, reason });

/** Whether one coverage may be selected, and why not. */
export function coverageAvailability(key: string, ctx: CoverageContext): CoverageAvailability {
  const offered = productOffersCoverage(ctx.product, key, ctx.boostVersion);
  if (offered) return unavailable(offered);
  const uk = isUkProduct(ctx.product);
  const restriction = INDUSTRY_STATE_RESTRICTIONS[key];
  if (
    restriction &&
    (industryMatches(
      ctx.industryCode,
      uk ? restriction.industries.UK : restriction.industries.US,
    ) ||
      (!uk && restriction.states.includes(ctx.state)))
  ) {
    return unavailable(COVERAGE_AVAILABILITY_MESSAGES.notAvailableForIndustryState);
  }
  if (SOCIAL_ENGINEERING_KEYS.has(key)) {
    const check = socialEngineeringCheck(ctx.answers, ctx.state, ctx.surplus || uk);
    if (!check.socialEngineering) return unavailable(check.reasons[0]!);
  }
  if (key === 'DEDICATED_BREACH_COSTS' && ctx.dedicatedBreachCostsEligible !== true) {
    return unavailable(COVERAGE_AVAILABILITY_MESSAGES.dedicatedBreachCostsIneligible);
  }
  const entry = coverageByKey(key);
  if (entry && !isBoostProduct(ctx.product)) {
    if (
      entry.id === SECURITY_GATED_COVERAGE_IDS.contingentSystemFailure &&
      !securityGatePasses(entry.id, ctx.answers, ctx.backupFrequency)
    ) {
      return unavailable(COVERAGE_AVAILABILITY_MESSAGES.contingentSystemFailureControls);
    }
    if (
      entry.id === SECURITY_GATED_COVERAGE_IDS.fullSystemFailure &&
      !securityGatePasses(entry.id, ctx.answers, ctx.backupFrequency)
    ) {
      return unavailable(COVERAGE_AVAILABILITY_MESSAGES.fullSystemFailureControls);
    }
    if (entry.endorsement) {
      const rule = endorsementRuleFor(key, {
        effectiveDate: ctx.effectiveDate,
        state: ctx.state,
        surplus: ctx.surplus,
        uk,
        techProduct: isTechProduct(ctx.product),
        industryCode: ctx.industryCode,
      });
      if (!rule.available) return unavailable(rule.reason!);
    }
  }
  return AVAILABLE;
}

export type CoverageOption = {
  key: string;
  id: number | null;
  label: string;
  mandatory: boolean;
  editable: boolean;
  available: boolean;
  reason: string | null;
  /** The fixed sub-limit, where the rules fix one (public relations). */
  fixedSubLimit: number | null;
};

/** Every coverage of a product for one quote, for the coverage card and the rater's rules. */
export function coverageOptionsFor(ctx: CoverageContext, limit: number): CoverageOption[] {
  const mandatory = new Set(mandatoryCoverageKeysFor(ctx));
  if (isBoostProduct(ctx.product)) {
    return boostCoveragesOf(ctx.boostVersion).map((b) => {
      const availability = mandatory.has(b.key) ? AVAILABLE : coverageAvailability(b.key, ctx);
      return {
        key: b.key,
        id: null,
        label: b.label,
        mandatory: mandatory.has(b.key),
        editable: b.editable,
        ...availability,
        fixedSubLimit:
          b.key === 'PUBLIC_RELATIONS_EXPENSE' ? publicRelationsSubLimit(limit, ctx.state) : null,
      };
    });
  }
  return COVERAGE_CATALOGUE.filter(
    (c: CoverageEntry) => !productOffersCoverage(ctx.product, c.key, ctx.boostVersion),
  ).map((c) => {
    const availability = mandatory.has(c.key) ? AVAILABLE : coverageAvailability(c.key, ctx);
    return {
      key: c.key,
      id: c.id,
      label: coverageLabelFor(c.key, c.label, isUkProduct(ctx.product)),
      mandatory: mandatory.has(c.key),
      editable: !c.disabled,
      ...availability,
      fixedSubLimit: null,
    };
  });
}
