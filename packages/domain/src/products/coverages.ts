/**
 * The quote calculator's coverage catalogue (spec 3 §3 "Coverage catalogue entry: numeric id,
 * key, group id (1-7), order, flags mandatory, locked, disabled, endorsement, available, optional
 * icon"). Every product except the 250 products quotes with it; the 250 products use the Boost
 * set (boost-coverages.ts).
 *
 * Ids 23 (Contingent System Failure), 24 (Cyber Crime Loss) and 34 (Full System Failure) are the
 * spec's; the other ids are ours and, once issued, never change (saved quotes hold them).
 * Flags: `mandatory` always selected; `locked` selection cannot be changed; `disabled` shown but
 * its limits cannot be edited (extortion always, spec 3 §5); `endorsement` priced and issued as an
 * endorsement form (groups 6 and 7).
 */

import { BOOST_COVERAGE_KEYS } from './boost-coverages.ts';
import type { CoverageChartGroup } from './coverage-chart-groups.ts';

export const COVERAGE_GROUP_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type CoverageGroupId = (typeof COVERAGE_GROUP_IDS)[number];

export const COVERAGE_GROUP_NAMES: Record<CoverageGroupId, string> = {
  1: 'Liability and Regulatory',
  2: 'Breach Response and Extortion',
  3: 'Business Interruption and Crime',
  4: 'Extended Coverages',
  5: 'Technology Errors and Omissions',
  6: 'Industry and Contract Endorsements',
  7: 'Policy Endorsements',
};

export type CoverageEntry = {
  id: number;
  key: string;
  label: string;
  group: CoverageGroupId;
  order: number;
  mandatory: boolean;
  locked: boolean;
  disabled: boolean;
  endorsement: boolean;
  available: boolean;
  icon?: string;
  chartGroup: CoverageChartGroup;
};

type Row = [id: number, key: string, label: string, flags?: string, icon?: string];

// Flags: M mandatory, L locked, D disabled (limits not editable), T third-party chart group.
const GROUPS: Record<CoverageGroupId, Row[]> = {
  1: [
    [1, 'LIABILITY', 'Security and Privacy Liability', 'MLT', 'gavel'],
    [2, 'PCI', 'PCI Fines and Assessments', 'MLT', 'credit_card'],
    [3, 'REGULATORY', 'Regulatory Defense and Penalties', 'MLT', 'account_balance'],
  ],
  2: [
    [4, 'BREACH_FUND', 'Breach Response Fund', 'M', 'medical_services'],
    [5, 'DATA_RESTORATION', 'Data Restoration'],
    [6, 'EXTORTION', 'Cyber Extortion and Ransom', 'D', 'lock'],
    [7, 'BUSINESS_IMPERSONATION', 'Business Impersonation'],
    [8, 'REPUTATIONAL_HARM', 'Reputational Harm'],
  ],
  3: [
    [9, 'BUSINESS_INTERRUPTION', 'Business Interruption'],
    [10, 'CONTINGENT_BI', 'Contingent Business Interruption'],
    [11, 'SYSTEM_FAILURE_BI', 'System Failure Business Interruption'],
    [23, 'CONTINGENT_SYSTEM_FAILURE', 'Contingent System Failure'],
    [24, 'CYBER_CRIME', 'Cyber Crime Loss'],
    [12, 'BRICKING', 'Bricking'],
    [13, 'CRIMINAL_REWARD', 'Criminal Reward'],
  ],
  4: [
    [14, 'CCPA', 'California Consumer Privacy Act Coverage', 'T'],
    [15, 'GDPR', 'General Data Protection Regulation Coverage', 'T'],
    [16, 'UTILITY_FRAUD', 'Utility Fraud'],
    [17, 'MEDIA_LIABILITY', 'Media Liability', 'T'],
    [34, 'FULL_SYSTEM_FAILURE', 'Full System Failure'],
    [18, 'BREACH_FUND_SEPARATE_LIMIT', 'Breach Fund Separate Limit Endorsement'],
    [19, 'BREACH_FUND_COSTS', 'Breach Fund Costs Endorsement'],
    [20, 'CRYPTOJACKING', 'Cryptojacking'],
    [21, 'CONTINGENT_BODILY_INJURY', 'Contingent Bodily Injury', 'T'],
    [22, 'MISSED_BID', 'Missed Bid'],
    [25, 'CONTRACTUAL_DAMAGES', 'Contractual Damages', 'T'],
  ],
  5: [[26, 'TECH_ENO', 'Technology Errors and Omissions', 'T', 'computer']],
  6: [
    [27, 'PRIMARY_NON_CONTRIBUTORY', 'Primary and Non-Contributory'],
    [28, 'STATE_INCONSISTENCY', 'State Inconsistency'],
    [29, 'AMENDATORY_CONSTRUCTION', 'Amendatory Endorsement – Construction'],
    [30, 'AMENDATORY_MANUFACTURING', 'Amendatory Endorsement – Manufacturing'],
  ],
  7: [
    [31, 'ADDITIONAL_INSURED', 'Additional Insured'],
    [32, 'AMEND_COOPERATION', 'Amend Cooperation Clause'],
    [33, 'AMEND_NOTICE_PROVISION', 'Amend Notice Provision'],
    [35, 'BLANKET_AI', 'Blanket Additional Insured'],
    [36, 'DEFENSE_COUNSEL', 'Choice of Defense Counsel'],
    [37, 'WAIVER_OF_SUBROGATION', 'Waiver of Subrogation'],
    [38, 'SPECIFIED_EVENT_EXCLUSION', 'Specified Event Exclusion'],
    [39, 'ENO_EXCLUSION', 'Errors and Omissions Exclusion'],
    [40, 'ANTI_STACKING', 'Anti-Stacking'],
    [41, 'RANSOM_EVENT_SUBLIMIT', 'Ransom Event Sublimit'],
    [42, 'EXTORTION_THREAT_SUBLIMIT', 'Extortion Threat Sublimit'],
    [43, 'BIPA_EXCLUSION', 'Biometric Information Privacy Act Exclusion'],
    [44, 'FRANCHISOR', 'Franchisor Endorsement'],
    [45, 'CYBER_TERRORISM', 'Cyber Terrorism'],
    [46, 'WAR_EXCLUSION', 'War and State-Backed Cyber Operation Exclusion'],
  ],
};

export const COVERAGE_CATALOGUE: readonly CoverageEntry[] = COVERAGE_GROUP_IDS.flatMap((group) =>
  GROUPS[group].map(([id, key, label, flags = '', icon], index) => {
    const endorsement = group >= 6;
    const entry: CoverageEntry = {
      id,
      key,
      label,
      group,
      order: index + 1,
      mandatory: flags.includes('M'),
      locked: flags.includes('L'),
      disabled: flags.includes('D'),
      endorsement,
      available: true,
      chartGroup: endorsement
        ? 'Endorsements'
        : flags.includes('T')
          ? 'Third Party Coverages'
          : 'First Party Coverages',
    };
    if (icon) entry.icon = icon;
    return entry;
  }),
);

/** The sub-limits a sub-limited coverage offers (whole currency units), below the limit. */
export const SUB_LIMIT_OPTIONS = [
  50_000, 100_000, 250_000, 500_000, 750_000, 1_000_000, 2_000_000, 3_000_000,
] as const;

export const CALCULATOR_COVERAGE_KEYS: readonly string[] = COVERAGE_CATALOGUE.map((c) => c.key);

const BY_ID = new Map(COVERAGE_CATALOGUE.map((c) => [c.id, c]));
const BY_KEY = new Map(COVERAGE_CATALOGUE.map((c) => [c.key, c]));

/**
 * UK wording of the coverages whose names are spelt differently in British English; a UK product
 * shows these wherever it names a coverage (calculator, quotes, proposal).
 */
export const UK_COVERAGE_LABELS: Readonly<Record<string, string>> = {
  REGULATORY: 'Regulatory Defence and Penalties',
  DEFENSE_COUNSEL: 'Choice of Defence Counsel',
};

/** A coverage's name as the product's region writes it. */
export const coverageLabelFor = (key: string, label: string, uk: boolean): string =>
  (uk ? UK_COVERAGE_LABELS[key] : undefined) ?? label;

export const coverageById = (id: number): CoverageEntry | undefined => BY_ID.get(id);

/** A coverage's place in the calculator catalogue: by group, then by order in the group. */
const CATALOGUE_POSITION = new Map(
  COVERAGE_CATALOGUE.map((c) => [c.key, c.group * 1000 + c.order]),
);
/** A coverage's place in the Boost set of the 250 products. */
const BOOST_POSITION = new Map(BOOST_COVERAGE_KEYS.map((key, index) => [key, index]));

/**
 * Coverages in catalogue order (spec 3 §3): by group, then by their order within the group. This
 * is the spec's order, not the order of the ids: 23 (Contingent System Failure) and 24 (Cyber
 * Crime Loss) follow 11 in group 3, 34 (Full System Failure) follows 17 in group 4. A list of the
 * Boost set (a key only it has) follows the Boost set's order. Coverages the catalogue does not
 * know keep their places after the known ones.
 */
export function inCatalogueOrder<T extends { key: string }>(coverages: readonly T[]): T[] {
  const boost = coverages.some((c) => !CATALOGUE_POSITION.has(c.key) && BOOST_POSITION.has(c.key));
  const positions = boost ? BOOST_POSITION : CATALOGUE_POSITION;
  const position = (c: T) => positions.get(c.key) ?? Number.MAX_SAFE_INTEGER;
  return [...coverages].sort((a, b) => position(a) - position(b));
}
export const coverageByKey = (key: string): CoverageEntry | undefined => BY_KEY.get(key);

/** The coverages whose security questions gate them (spec 3 §3 and §5). */
export const SECURITY_GATED_COVERAGE_IDS = {
  contingentSystemFailure: 23,
  cyberCrime: 24,
  fullSystemFailure: 34,
} as const;
