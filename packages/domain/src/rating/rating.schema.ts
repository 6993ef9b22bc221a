import { z } from 'zod';
import { REVENUE_MAX } from '../accounts/account-rules.ts';
import { riskFactorsSchema } from '../accounts/risk-factors.ts';
import { US_STATE_CODES } from '../accounts/us-states.ts';
import { UK_NATION_CODES } from '../organisations/carrier-profile.schema.ts';
import {
  BOOST_EXCLUSIVE_PAIRS,
  boostCoverageByKey,
  boostVersionFor,
  type BoostVersion,
} from '../products/boost-coverages.ts';
import {
  AGGREGATE_LIMIT_MAX_RATIO,
  BACKUP_FREQUENCIES,
  DEDUCTIBLE_OPTIONS,
  DEFAULT_RETROACTIVE_PERIOD,
  DEFAULT_WAITING_PERIOD,
  isCalculatorLimit,
  RETROACTIVE_PERIODS,
  WAITING_PERIOD_OPTIONS,
} from '../products/calculator.ts';
import { productOffersCoverage } from '../products/coverage-availability.ts';
import { coverageByKey } from '../products/coverages.ts';
import {
  isBoostProduct,
  isUkProduct,
  PRODUCT_NAMES,
  productCodeSchema,
} from '../products/products.ts';
import { RATING_MESSAGES, RATING_REASON_CODES } from './messages.ts';
import { CLAIM_HISTORY_OPTIONS } from './tables/claims.ts';
import { RATING_PLAN_EFFECTIVE_FROM } from './tables/plans.ts';
import { RATED_SECURITY_ANSWER_KEYS, type RatedSecurityAnswerKey } from './tables/security.ts';

/**
 * The rating engine's input and output (DESIGN §7): the calculator endpoint validates requests
 * with RatingInputSchema and answers RatingResultSchema. Amounts of cover and revenue are whole
 * currency units (as the calculator shows them); every charge — premium, fees, taxes, totals —
 * is integer minor units (cents or pence).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Yes/no answers: true / false / null, or YES / NO as the rater's calculator sends them (spec 3
 * §7). Each field is a plain check and the object is normalised once: the calculator validates
 * every request, and twenty per-field unions and transforms cost more than the rating itself.
 */
const answer = z
  .custom<boolean | 'YES' | 'NO' | null>(
    (v) => v === true || v === false || v === 'YES' || v === 'NO' || v === null,
    RATING_MESSAGES.yesNo,
  )
  .meta({ description: 'true, false or null (unanswered); YES and NO are accepted' })
  .optional();

export const SecurityAnswersSchema = z
  .object(
    Object.fromEntries(RATED_SECURITY_ANSWER_KEYS.map((k) => [k, answer])) as Record<
      RatedSecurityAnswerKey,
      typeof answer
    >,
  )
  .transform((given) => {
    const answers = {} as Record<RatedSecurityAnswerKey, boolean | null>;
    for (const key of RATED_SECURITY_ANSWER_KEYS) {
      const v = given[key];
      answers[key] = v === true || v === 'YES' ? true : v === false || v === 'NO' ? false : null;
    }
    return answers;
  });

export const CoverageSelectionSchema = z.object({
  /** A catalogue key (Boost) or calculator key, exactly as listed. */
  key: z.string().min(1),
  /** Whole currency units, at most the limit; omitted: the full limit. */
  subLimit: z.number().int().positive().nullish(),
});
export type CoverageSelection = z.infer<typeof CoverageSelectionSchema>;

export const ClaimsHistorySchema = z.object({
  count: z.number().int().min(0).max(1_000),
  /** Total incurred, whole currency units. */
  amount: z.number().min(0).max(REVENUE_MAX),
  /** The spec's claimHistory answer: 0 never, 1 within 12 months … 5 within 5 years or more. */
  lastClaim: z.union(CLAIM_HISTORY_OPTIONS.map((o) => z.literal(o.value))),
});
export type ClaimsHistory = z.infer<typeof ClaimsHistorySchema>;

const minorFee = z.number().int().min(0, RATING_MESSAGES.feeNegative).nullish();

/** Fee overrides in minor units; omitted fees take the product's defaults. */
export const RatingFeesSchema = z.object({
  mgaFee: minorFee,
  brokerFee: minorFee,
  additionalBrokerFee: z
    .number()
    .int()
    .min(0, RATING_MESSAGES.additionalBrokerFeeMin)
    .max(10_000_00, RATING_MESSAGES.additionalBrokerFeeMax)
    .nullish(),
});

export const RatingInputSchema = z
  .object({
    product: productCodeSchema,
    /** US state code, or UK nation (ENG, SCT, WLS, NIR) for UK products. */
    state: z.string().trim().toUpperCase(),
    /** NAICS (US) or SIC 2007 (UK) code. */
    industryCode: z
      .string()
      .trim()
      .regex(/^\d{2,6}$/, RATING_MESSAGES.industryCode),
    revenue: z
      .number()
      .int(RATING_MESSAGES.revenue)
      .min(1, RATING_MESSAGES.revenue)
      .max(REVENUE_MAX),
    employees: z
      .number()
      .int(RATING_MESSAGES.employees)
      .min(1, RATING_MESSAGES.employees)
      .max(10_000_000),
    limit: z.number().int(),
    /** Defaults to the limit (spec 3 §7). */
    aggregateLimit: z.number().int().nullish(),
    deductible: z.number().int(),
    waitingPeriod: z.number().int().default(DEFAULT_WAITING_PERIOD),
    retroActivePeriod: z.number().int().default(DEFAULT_RETROACTIVE_PERIOD),
    /** The Boost V5 feature flag's value (250 products rate Boost V5 when on, V4 when off). */
    boostV5Enabled: z.boolean().default(false),
    coverages: z.array(CoverageSelectionSchema).max(80).default([]),
    securityAnswers: SecurityAnswersSchema.prefault({}),
    backupFrequency: z.enum(BACKUP_FREQUENCIES).nullish(),
    /** The nine risk factors of the latest scan; null before the first scan. */
    riskFactors: riskFactorsSchema.nullish(),
    claims: ClaimsHistorySchema.default({ count: 0, amount: 0, lastClaim: 0 }),
    /** 1 + the sum of the IRPM characteristics; bounded by the state's range when rated. */
    irpmModifier: z.number().min(0.1).max(3).default(1),
    surplus: z.boolean().default(false),
    /** Spec 3 §5: dedicated breach costs are disabled when its eligibility flag is missing. */
    dedicatedBreachCostsEligible: z.boolean().default(false),
    effectiveDate: z.string().trim().refine(isCalendarDate, RATING_MESSAGES.dateFormat),
    fees: RatingFeesSchema.default({}),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const uk = isUkProduct(v.product);
    const symbol = uk ? '£' : '$';
    if (uk ? !UK_NATION_CODES.has(v.state) : !US_STATE_CODES.has(v.state)) {
      issue(
        ['state'],
        uk ? RATING_MESSAGES.invalidUkNation(v.state) : RATING_MESSAGES.invalidUsState(v.state),
      );
    }
    if (uk && v.surplus) issue(['surplus'], RATING_MESSAGES.surplusUsOnly);
    if (!isCalculatorLimit(v.limit)) issue(['limit'], RATING_MESSAGES.limitWindow(symbol));
    if (v.aggregateLimit !== null && v.aggregateLimit !== undefined) {
      if (v.aggregateLimit < v.limit)
        issue(['aggregateLimit'], RATING_MESSAGES.aggregateBelowLimit);
      else if (v.aggregateLimit > v.limit * AGGREGATE_LIMIT_MAX_RATIO) {
        issue(['aggregateLimit'], RATING_MESSAGES.aggregateTooHigh);
      }
    }
    if (!(DEDUCTIBLE_OPTIONS as readonly number[]).includes(v.deductible)) {
      issue(['deductible'], RATING_MESSAGES.deductibleOption(symbol, DEDUCTIBLE_OPTIONS));
    }
    if (!(WAITING_PERIOD_OPTIONS as readonly number[]).includes(v.waitingPeriod)) {
      issue(['waitingPeriod'], RATING_MESSAGES.waitingPeriodOption);
    }
    if (!(RETROACTIVE_PERIODS as readonly number[]).includes(v.retroActivePeriod)) {
      issue(['retroActivePeriod'], RATING_MESSAGES.retroOption);
    }
    checkCoverages(v, boostVersionFor(v.boostV5Enabled), issue);
    if (v.claims.count === 0 && v.claims.amount > 0) {
      issue(['claims', 'amount'], RATING_MESSAGES.claimsAmountWithoutCount);
    }
    if (v.claims.count > 0 && v.claims.lastClaim === 0) {
      issue(['claims', 'lastClaim'], RATING_MESSAGES.claimsWhen);
    }
    if (v.claims.count === 0 && v.claims.lastClaim !== 0) {
      issue(['claims', 'lastClaim'], RATING_MESSAGES.claimsNever);
    }
    if (isCalendarDate(v.effectiveDate) && v.effectiveDate < RATING_PLAN_EFFECTIVE_FROM) {
      issue(['effectiveDate'], RATING_MESSAGES.beforePlan(RATING_PLAN_EFFECTIVE_FROM));
    }
  })
  .transform((v) => ({ ...v, aggregateLimit: v.aggregateLimit ?? v.limit }));

type Issue = (path: (string | number)[], message: string) => void;

function checkCoverages(
  v: { product: z.infer<typeof productCodeSchema>; limit: number; coverages: CoverageSelection[] },
  version: BoostVersion,
  issue: Issue,
) {
  const seen = new Set<string>();
  const boost = isBoostProduct(v.product);
  v.coverages.forEach((c, i) => {
    if (seen.has(c.key)) issue(['coverages', i, 'key'], RATING_MESSAGES.coverageTwice(c.key));
    seen.add(c.key);
    const notOffered = productOffersCoverage(v.product, c.key, version);
    if (notOffered) {
      const known = boost ? boostCoverageByKey(c.key) : coverageByKey(c.key);
      issue(
        ['coverages', i, 'key'],
        known
          ? RATING_MESSAGES.coverageVersion(c.key, notOffered)
          : RATING_MESSAGES.coverageUnknown(c.key, PRODUCT_NAMES[v.product]),
      );
      return;
    }
    if (c.subLimit === null || c.subLimit === undefined) return;
    const editable = boost ? boostCoverageByKey(c.key)!.editable : !coverageByKey(c.key)!.disabled;
    if (!editable) issue(['coverages', i, 'subLimit'], RATING_MESSAGES.coverageNotEditable(c.key));
    else if (c.subLimit > v.limit) {
      issue(['coverages', i, 'subLimit'], RATING_MESSAGES.subLimitAboveLimit(c.key));
    }
  });
  if (boost) {
    for (const [a, b] of BOOST_EXCLUSIVE_PAIRS) {
      if (seen.has(a) && seen.has(b)) issue(['coverages'], RATING_MESSAGES.exclusive(a, b));
    }
  }
}

export type RatingInput = z.output<typeof RatingInputSchema>;
export type RatingInputRequest = z.input<typeof RatingInputSchema>;

// --- output ---------------------------------------------------------------------------------

export const RATING_STEP_CODES = [
  'BASE',
  'PRODUCT',
  'STATE',
  'HAZARD',
  'EMPLOYEES',
  'LIMIT',
  'AGGREGATE',
  'DEDUCTIBLE',
  'WAITING_PERIOD',
  'RETROACTIVE',
  'COVERAGES',
  'TECH_ENO',
  'SECURITY_ANSWERS',
  'RISK_FACTORS',
  'CLAIMS',
  'IRPM',
  'MINIMUM',
] as const;
export type RatingStepCode = (typeof RATING_STEP_CODES)[number];

/** One line of "why this premium": a factor (or an amount) and the premium after it. */
export const RatingStepSchema = z.object({
  code: z.enum(RATING_STEP_CODES),
  label: z.string(),
  kind: z.enum(['AMOUNT', 'FACTOR']),
  /** The factor, or for AMOUNT steps an amount in minor units. */
  value: z.number(),
  /** The running premium after this step, minor units. */
  premium: z.number().int(),
  detail: z.string(),
});
export type RatingStep = z.infer<typeof RatingStepSchema>;

export const RatingReasonSchema = z.object({
  code: z.enum(RATING_REASON_CODES),
  message: z.string(),
  /** The spec's decline reason this maps to, for hard declines. */
  declineReason: z.string().nullable(),
});
export type RatingReason = z.infer<typeof RatingReasonSchema>;

export const RatedCoverageSchema = z.object({
  key: z.string(),
  label: z.string(),
  mandatory: z.boolean(),
  subLimit: z.number().int(),
  /** The share of the premium it adds (negative: a credit). */
  load: z.number(),
});
export type RatedCoverage = z.infer<typeof RatedCoverageSchema>;

export const RATING_STATUS_HINTS = ['READY', 'INDICATION', 'REFERRED', 'DECLINED'] as const;
export type RatingStatusHint = (typeof RATING_STATUS_HINTS)[number];

const minor = z.number().int();

export const RatingResultSchema = z.object({
  product: productCodeSchema,
  currency: z.enum(['USD', 'GBP']),
  ratingPlanVersion: z.string(),
  boostVersion: z.enum(['V4', 'V5']).nullable(),
  surplus: z.boolean(),
  hazardClass: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal('DECLINED'),
  ]),
  securityScore: z.number().nullable(),
  irpm: z.object({ requested: z.number(), applied: z.number(), min: z.number(), max: z.number() }),
  limit: z.number().int(),
  aggregateLimit: z.number().int(),
  deductible: z.number().int(),
  waitingPeriod: z.number().int(),
  retroActivePeriod: z.number().int(),
  coverages: z.array(RatedCoverageSchema),
  breakdown: z.array(RatingStepSchema),
  premium: minor,
  minimumPremium: minor,
  fees: z.object({ mgaFee: minor, brokerFee: minor, additionalBrokerFee: minor, total: minor }),
  taxes: z.object({
    surplusLinesTax: minor,
    stampingFee: minor,
    otherCharges: z.array(z.object({ name: z.string(), amount: minor })),
    ipt: minor,
    total: minor,
    rates: z.object({ surplusLinesTax: z.number(), stampingFee: z.number(), ipt: z.number() }),
    authority: z.string().nullable(),
  }),
  total: minor,
  referToUnderwriter: z.boolean(),
  referralReasons: z.array(RatingReasonSchema),
  eligibility: z.object({ eligible: z.boolean(), reasons: z.array(RatingReasonSchema) }),
  indicationReasons: z.array(RatingReasonSchema),
  statusHint: z.enum(RATING_STATUS_HINTS),
});
export type RatingResult = z.infer<typeof RatingResultSchema>;
