/**
 * Coverage and endorsement loads: the share of the base premium each optional coverage adds
 * (negative: exclusions and sub-limit endorsements that narrow cover). Mandatory coverages are in
 * the base premium (load 0). A coverage bought with a sub-limit pays its load scaled by
 * ILF(sub-limit) / ILF(limit). The Tech E&O rate (the rater's `rules/techeno-rate`) is effective-
 * dated and by state. All figures are the products' filed-rate assumptions.
 */

/** Calculator catalogue (products/coverages.ts), by key. */
export const CALCULATOR_COVERAGE_LOADS: Readonly<Record<string, number>> = {
  LIABILITY: 0,
  PCI: 0,
  REGULATORY: 0,
  BREACH_FUND: 0,
  DATA_RESTORATION: 0.04,
  EXTORTION: 0.06,
  BUSINESS_IMPERSONATION: 0.03,
  REPUTATIONAL_HARM: 0.03,
  BUSINESS_INTERRUPTION: 0.08,
  CONTINGENT_BI: 0.04,
  SYSTEM_FAILURE_BI: 0.05,
  CONTINGENT_SYSTEM_FAILURE: 0.03,
  CYBER_CRIME: 0.07,
  BRICKING: 0.015,
  CRIMINAL_REWARD: 0.005,
  CCPA: 0.015,
  GDPR: 0.02,
  UTILITY_FRAUD: 0.01,
  MEDIA_LIABILITY: 0.03,
  FULL_SYSTEM_FAILURE: 0.06,
  BREACH_FUND_SEPARATE_LIMIT: 0.04,
  BREACH_FUND_COSTS: 0.02,
  CRYPTOJACKING: 0.01,
  CONTINGENT_BODILY_INJURY: 0.025,
  MISSED_BID: 0.01,
  CONTRACTUAL_DAMAGES: 0.02,
  TECH_ENO: 0, // priced by the Tech E&O rate, its own step
  PRIMARY_NON_CONTRIBUTORY: 0.005,
  STATE_INCONSISTENCY: 0,
  AMENDATORY_CONSTRUCTION: 0.01,
  AMENDATORY_MANUFACTURING: 0.01,
  ADDITIONAL_INSURED: 0.005,
  AMEND_COOPERATION: 0,
  AMEND_NOTICE_PROVISION: 0,
  BLANKET_AI: 0.01,
  DEFENSE_COUNSEL: 0.01,
  WAIVER_OF_SUBROGATION: 0.005,
  SPECIFIED_EVENT_EXCLUSION: -0.03,
  ENO_EXCLUSION: -0.05,
  ANTI_STACKING: 0,
  RANSOM_EVENT_SUBLIMIT: -0.02,
  EXTORTION_THREAT_SUBLIMIT: -0.02,
  BIPA_EXCLUSION: -0.02,
  FRANCHISOR: 0.01,
  CYBER_TERRORISM: 0.01,
  WAR_EXCLUSION: 0,
};

/** Boost set (products/boost-coverages.ts), by key. */
export const BOOST_COVERAGE_LOADS: Readonly<Record<string, number>> = {
  SECURITY_BREACH_EXPENSE: 0,
  RESTORATION_OF_ELECTRONIC_DATA: 0,
  PUBLIC_RELATIONS_EXPENSE: 0,
  EXTORTION_THREATS_AND_RANSOM: 0,
  EXTORTION_THREATS_AND_RANSOM_V5: 0.02,
  BUSINESS_INCOME_AND_EXTRA_EXPENSE: 0,
  BUSINESS_INCOME_AND_EXTRA_EXPENSE_V5: 0.02,
  PCI_FINES_AND_PENALTIES: 0,
  REGULATORY_DEFENSE_AND_PENALTIES: 0,
  SECURITY_BREACH_LIABILITY: 0,
  WEBSITE_MEDIA_CONTENT_LIABILITY: 0.03,
  COMPUTER_FUNDS_TRANSFER_FRAUD: 0.05,
  SOCIAL_ENGINEERING: 0.06,
  REVERSE_SOCIAL_ENGINEERING: 0.02,
  HARDWARE_REPLACEMENT_COSTS: 0.015,
  TELECOM_FRAUD: 0.01,
  POST_BREACH_REMEDIATION: 0.01,
  ADDITIONAL_INSURED: 0.005,
  ADDITIONAL_NAMED_INSURED: 0.01,
  TRIA: 0.01,
  ENHANCED_BI_AND_CBI: 0.05,
  ENHANCED_BI_AND_CBI_WITH_SYSTEM_FAILURE: 0.08,
  DEDICATED_BREACH_COSTS: 0.03,
  SERVICE_FRAUD_AND_CRYPTOJACKING: 0.015,
  CONTINGENT_BI_EXCLUSION: -0.03,
};

/** The coverage-load factor never falls below this, however many exclusions are chosen. */
export const COVERAGE_FACTOR_FLOOR = 0.75;

/** Coverages that make the waiting period matter (business interruption of any kind). */
export const BUSINESS_INTERRUPTION_KEYS: ReadonlySet<string> = new Set([
  'BUSINESS_INTERRUPTION',
  'CONTINGENT_BI',
  'SYSTEM_FAILURE_BI',
  'CONTINGENT_SYSTEM_FAILURE',
  'FULL_SYSTEM_FAILURE',
  'BUSINESS_INCOME_AND_EXTRA_EXPENSE',
  'BUSINESS_INCOME_AND_EXTRA_EXPENSE_V5',
  'ENHANCED_BI_AND_CBI',
  'ENHANCED_BI_AND_CBI_WITH_SYSTEM_FAILURE',
]);

// --- Tech E&O rate --------------------------------------------------------------------------

/**
 * Tech E&O is priced as a share of the cyber premium at that point, by state (professional
 * liability litigation varies by venue) and effective date; surplus placements carry a load.
 */
export type TechEnoRateTable = {
  effectiveFrom: string;
  defaultRate: number;
  stateRates: Readonly<Record<string, number>>;
  surplusMultiplier: number;
  ukRate: number;
};

export const TECH_ENO_RATES: readonly TechEnoRateTable[] = [
  {
    effectiveFrom: '2020-01-01',
    defaultRate: 0.35,
    stateRates: { CA: 0.42, NY: 0.4, NJ: 0.38, FL: 0.38, IL: 0.38, TX: 0.36, MA: 0.37 },
    surplusMultiplier: 1.1,
    ukRate: 0.3,
  },
  {
    effectiveFrom: '2025-01-01',
    defaultRate: 0.36,
    stateRates: { CA: 0.44, NY: 0.41, NJ: 0.39, FL: 0.39, IL: 0.39, TX: 0.37, MA: 0.38 },
    surplusMultiplier: 1.1,
    ukRate: 0.31,
  },
];

/** The table in force on a date (YYYY-MM-DD); dates before the first use the first. */
export function effectiveRow<T extends { effectiveFrom: string }>(
  rows: readonly T[],
  date: string,
): T {
  let found = rows[0]!;
  for (const row of rows) if (date >= row.effectiveFrom) found = row;
  return found;
}

export function techEnoRate(options: {
  effectiveDate: string;
  state: string;
  surplus: boolean;
  uk: boolean;
}): number {
  const row = effectiveRow(TECH_ENO_RATES, options.effectiveDate);
  if (options.uk) return row.ukRate;
  const rate = row.stateRates[options.state] ?? row.defaultRate;
  return options.surplus ? rate * row.surplusMultiplier : rate;
}
