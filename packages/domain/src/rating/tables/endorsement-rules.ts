import { industryMatches } from './industry-hazard.ts';

/**
 * Endorsement rules (the rater's `rules/endorsement`, by effective date, state and surplus flag):
 * where each endorsement of groups 6 and 7 may be attached and when one is mandatory. They are
 * the products' underwriting guidelines; two follow public sources: the BIPA exclusion exists
 * for Illinois' Biometric Information Privacy Act (740 ILCS 14), and the war and state-backed
 * cyber-operation exclusion is mandatory on surplus (London-market) paper from 31 March 2023,
 * when Lloyd's Market Bulletin Y5381 required such exclusions in standalone cyber policies.
 */

export type EndorsementRule = {
  /** Offered only in these states (US). */
  states?: readonly string[];
  /** Offered only to these industries: NAICS prefixes (US) and SIC prefixes (UK). */
  industries?: { US: readonly string[]; UK: readonly string[] };
  admittedOnly?: boolean;
  /** Not offered on tech E&O products (it would exclude what they sell). */
  notOnTechProducts?: boolean;
  /** Attached by underwriters only (from the event exclusion list editor). */
  underwriterOnly?: boolean;
  /** Mandatory on policies effective from this date (surplus placements only when set). */
  mandatoryFrom?: { date: string; surplusOnly: boolean };
};

export const ENDORSEMENT_RULES: Readonly<Record<string, EndorsementRule>> = {
  PRIMARY_NON_CONTRIBUTORY: {},
  STATE_INCONSISTENCY: { admittedOnly: true },
  AMENDATORY_CONSTRUCTION: { industries: { US: ['23'], UK: ['41', '42', '43'] } },
  AMENDATORY_MANUFACTURING: {
    industries: {
      US: ['31', '32', '33'],
      UK: Array.from({ length: 24 }, (_, i) => String(10 + i)),
    },
  },
  ADDITIONAL_INSURED: {},
  AMEND_COOPERATION: {},
  AMEND_NOTICE_PROVISION: {},
  BLANKET_AI: {},
  DEFENSE_COUNSEL: {},
  WAIVER_OF_SUBROGATION: {},
  SPECIFIED_EVENT_EXCLUSION: { underwriterOnly: true },
  ENO_EXCLUSION: { notOnTechProducts: true },
  ANTI_STACKING: {},
  RANSOM_EVENT_SUBLIMIT: {},
  EXTORTION_THREAT_SUBLIMIT: {},
  BIPA_EXCLUSION: { states: ['IL'] },
  FRANCHISOR: {},
  CYBER_TERRORISM: {},
  WAR_EXCLUSION: { mandatoryFrom: { date: '2023-03-31', surplusOnly: true } },
};

export const ENDORSEMENT_RULE_MESSAGES = {
  stateOnly: (states: readonly string[]) => `Only available in ${states.join(', ')}`,
  industryOnly: 'Not available for this industry',
  admittedOnly: 'Not available on surplus lines policies',
  notOnTech: 'Not available on technology E&O products',
  underwriterOnly: 'Added by an underwriter',
} as const;

export type EndorsementRuleResult = {
  key: string;
  available: boolean;
  mandatory: boolean;
  underwriterOnly: boolean;
  reason: string | null;
};

export type EndorsementRuleContext = {
  effectiveDate: string;
  state: string;
  surplus: boolean;
  uk: boolean;
  techProduct: boolean;
  industryCode: string;
};

export function endorsementRuleFor(
  key: string,
  ctx: EndorsementRuleContext,
): EndorsementRuleResult {
  const rule = ENDORSEMENT_RULES[key] ?? {};
  let reason: string | null = null;
  if (rule.states && (ctx.uk || !rule.states.includes(ctx.state))) {
    reason = ENDORSEMENT_RULE_MESSAGES.stateOnly(rule.states);
  } else if (
    rule.industries &&
    !industryMatches(ctx.industryCode, ctx.uk ? rule.industries.UK : rule.industries.US)
  ) {
    reason = ENDORSEMENT_RULE_MESSAGES.industryOnly;
  } else if (rule.admittedOnly && ctx.surplus) {
    reason = ENDORSEMENT_RULE_MESSAGES.admittedOnly;
  } else if (rule.notOnTechProducts && ctx.techProduct) {
    reason = ENDORSEMENT_RULE_MESSAGES.notOnTech;
  }
  const mandatory =
    reason === null &&
    rule.mandatoryFrom !== undefined &&
    ctx.effectiveDate >= rule.mandatoryFrom.date &&
    (!rule.mandatoryFrom.surplusOnly || ctx.surplus);
  return {
    key,
    available: reason === null,
    mandatory,
    underwriterOnly: rule.underwriterOnly ?? false,
    reason,
  };
}

/** Every endorsement's rule for one quote (GET rules/endorsement). */
export const endorsementRulesFor = (ctx: EndorsementRuleContext): EndorsementRuleResult[] =>
  Object.keys(ENDORSEMENT_RULES).map((key) => endorsementRuleFor(key, ctx));
