/**
 * Messages of the rating input schema and the engine's referral, decline and indication reasons.
 * The spec shows none for the rater except the coverage-availability texts (kept verbatim in
 * products/coverage-availability.ts) and the additional broker fee messages (spec 3 §5); the rest
 * are design messages. Amounts come formatted, with the currency symbol.
 */

/** 1234567 → "1,234,567" (whole units; a plain loop, as the engine formats on every call). */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  let out = rounded < 0 ? '-' : '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

export const formatWhole = (value: number, symbol: string): string =>
  `${symbol}${groupThousands(value)}`;

export const RATING_MESSAGES = {
  industryCode: 'Industry code must be 2 to 6 digits',
  revenue: 'Revenue must be a whole amount of at least 1',
  employees: 'Number of employees must be a whole number of at least 1',
  yesNo: 'Answer Yes or No',
  invalidUsState: (code: string) => `${code} is not a US state`,
  invalidUkNation: (code: string) =>
    `${code} is not a UK nation (UK products are written in ENG, SCT, WLS or NIR)`,
  surplusUsOnly: 'Surplus lines apply to US products only',
  limitWindow: (symbol: string) =>
    `Limit must be from ${symbol}1,000,000 to ${symbol}5,000,000 in steps of ${symbol}500,000`,
  aggregateBelowLimit: 'Aggregate limit cannot be less than the limit',
  aggregateTooHigh: 'Aggregate limit can be at most twice the limit',
  deductibleOption: (symbol: string, options: readonly number[]) =>
    `Deductible must be one of ${options.map((o) => formatWhole(o, symbol)).join(', ')}`,
  waitingPeriodOption: 'Waiting period must be 6, 8, 12 or 24 hours',
  retroOption: 'Retroactive period must be 1 Year, 2 Years or Full Prior Acts',
  coverageUnknown: (key: string, product: string) => `${key} is not offered on ${product}`,
  coverageVersion: (key: string, reason: string) => `${key}: ${reason}`,
  coverageTwice: (key: string) => `${key} is selected twice`,
  coverageNotEditable: (key: string) => `The limit of ${key} cannot be edited`,
  subLimitAboveLimit: (key: string) => `The sub-limit of ${key} cannot exceed the limit`,
  exclusive: (a: string, b: string) => `Choose either ${a} or ${b}, not both`,
  claimsAmountWithoutCount: 'A claims amount needs the number of claims',
  claimsWhen: 'Say when the most recent claim was',
  claimsNever: 'With no claims, the most recent claim must be Never',
  dateFormat: 'Use a date like 2026-01-31',
  beforePlan: (date: string) => `No rating plan is in effect before ${date}`,
  feeNegative: 'Fees cannot be negative',
  additionalBrokerFeeMin: 'Additional Broker fee cannot be less than $0',
  additionalBrokerFeeMax: 'Additional Broker fee must be less than or equal to $10,000',
} as const;

/** Spec 3 §9 decline reasons the engine's declines map to (quote and account lists). */
export const RATING_DECLINE_REASONS = {
  classOfBusiness: 'Class of Business',
  poorControls: 'Poor Cyber Security Controls',
  poorClaims: 'Poor Claims History',
  sizeTooBig: 'Size is too Big',
} as const;

export const RATING_REASON_CODES = [
  'REVENUE_REFER',
  'REVENUE_DECLINE',
  'CLASS_DECLINED',
  'CLASS_HIGH_HAZARD',
  'CLASS_UNCLASSIFIED',
  'LIMIT_CAP_REVENUE',
  'LIMIT_CAP_HAZARD',
  'MINIMUM_DEDUCTIBLE',
  'COVERAGE_UNAVAILABLE',
  'SECURITY_SCORE_DECLINE',
  'SECURITY_SCORE_REFER',
  'RISK_FACTOR_REFER',
  'ANSWER_REFER',
  'CLAIMS_DECLINE',
  'CLAIMS_COUNT_REFER',
  'CLAIMS_RECENT_REFER',
  'CLAIMS_AMOUNT_REFER',
  'NO_RISK_SCAN',
  'UNANSWERED_QUESTIONS',
] as const;
export type RatingReasonCode = (typeof RATING_REASON_CODES)[number];

export const RATING_REASON_MESSAGES = {
  revenueRefer: (label: string, amount: string) =>
    `${label} above ${amount} needs underwriter review`,
  revenueDecline: (label: string, amount: string, product: string) =>
    `${label} above ${amount} is outside the appetite of ${product}`,
  classDeclined: (code: string) => `Industry ${code} is outside the appetite of every product`,
  classHighHazard: (code: string) => `Industry ${code} is in the highest hazard class`,
  classUnclassified: (code: string) =>
    `Industry ${code} is not classified in the rating plan; an underwriter confirms its class`,
  limitCapRevenue: (label: string, below: string, max: string) =>
    `The highest limit for ${label.toLowerCase()} under ${below} is ${max}`,
  limitCapHazard: (max: string) => `The highest limit for the highest hazard class is ${max}`,
  minimumDeductible: (label: string, above: string, uk: boolean, min: string) =>
    `${label} above ${above} needs ${uk ? 'an excess' : 'a deductible'} of at least ${min}`,
  coverageUnavailable: (coverage: string, reason: string) => `${coverage}: ${reason}`,
  securityScoreDecline: (score: number, below: number) =>
    `Security score ${score} is below ${below}`,
  securityScoreRefer: (score: number, below: number) => `Security score ${score} is below ${below}`,
  riskFactorRefer: (factor: string, score: number, below: number) =>
    `${factor} scores ${score}, below ${below}`,
  answerRefer: (question: string) => `${question}: answered Yes`,
  claimsDecline: (count: number) => `${count} claims in the last five years`,
  claimsCountRefer: (count: number) => `${count} claims in the last five years`,
  claimsRecentRefer: 'A claim within the last 12 months',
  claimsAmountRefer: (amount: string) => `Claims incurred of ${amount}`,
  noRiskScan: 'No risk scan yet: the premium assumes average risk factors',
  unanswered: (questions: readonly string[]) =>
    `Unanswered security questions: ${questions.join(', ')}`,
} as const;
