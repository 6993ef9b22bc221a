import { RISK_FACTOR_KEYS, RISK_FACTOR_LABELS } from '../accounts/risk-factors.ts';
import {
  boostCoverageByKey,
  boostVersionFor,
  publicRelationsSubLimit,
} from '../products/boost-coverages.ts';
import { retroactiveLabel } from '../products/calculator.ts';
import {
  coverageAvailability,
  mandatoryCoverageKeysFor,
  type CoverageContext,
} from '../products/coverage-availability.ts';
import { coverageByKey, coverageLabelFor } from '../products/coverages.ts';
import {
  isBoostProduct,
  isSurplusOnlyProduct,
  isUkProduct,
  PRODUCT_NAMES,
} from '../products/products.ts';
import {
  formatWhole,
  groupThousands,
  RATING_DECLINE_REASONS,
  RATING_REASON_MESSAGES as R,
  type RatingReasonCode,
} from './messages.ts';
import type {
  RatedCoverage,
  RatingInput,
  RatingReason,
  RatingResult,
  RatingStep,
  RatingStepCode,
} from './rating.schema.ts';
import { chargesFor } from './charges.ts';
import { CLAIM_THRESHOLDS, claimsFactor } from './tables/claims.ts';
import {
  BOOST_COVERAGE_LOADS,
  BUSINESS_INTERRUPTION_KEYS,
  CALCULATOR_COVERAGE_LOADS,
  COVERAGE_FACTOR_FLOOR,
  techEnoRate,
} from './tables/coverage-loads.ts';
import { HAZARD_FACTORS, hazardClassOf } from './tables/industry-hazard.ts';
import {
  aggregateFactor,
  DEDUCTIBLE_FACTORS,
  increasedLimitFactor,
  RETROACTIVE_FACTORS,
  WAITING_PERIOD_FACTORS,
} from './tables/limits-terms.ts';
import {
  basePremiumFor,
  employeeFactorFor,
  minimumPremiumFor,
  RATING_PLAN_VERSION,
  RATING_PLANS,
  revenueBandOf,
} from './tables/plans.ts';
import {
  ANSWER_MODIFIER_BOUNDS,
  RATED_SECURITY_ANSWER_KEYS,
  riskScoreFactor,
  SECURITY_ANSWER_LABELS,
  SECURITY_ANSWER_RULES,
  SECURITY_THRESHOLDS,
  securityScoreOf,
} from './tables/security.ts';
import { irpmBoundsFor, stateFactorFor } from './tables/states.ts';
import { sizeLimitDeductibleReasons } from './underwriting-rules.ts';

/**
 * The rating engine (DESIGN §7; docs/rating.md): pure and deterministic — the same input always
 * gives the same result, and nothing is read but the input and the tables. It takes an input
 * already validated by RatingInputSchema and multiplies the base premium by every factor in
 * order, recording each in the breakdown; then applies the minimum premium, adds fees and taxes,
 * and evaluates the underwriting rules (referral, decline, indication).
 */

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const toMinor = (wholeUnits: number) => Math.round(wholeUnits * 100);
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

const reason = (
  code: RatingReasonCode,
  message: string,
  declineReason: string | null = null,
): RatingReason => ({ code, message, declineReason });

type Run = { premium: number; breakdown: RatingStep[] };

/** Multiplies the running premium by a factor and records the step. */
function applyFactor(run: Run, code: RatingStepCode, label: string, value: number, detail: string) {
  run.premium *= value;
  run.breakdown.push({
    code,
    label,
    kind: 'FACTOR',
    value: round6(value),
    premium: toMinor(run.premium),
    detail,
  });
}

export function ratePremium(input: RatingInput): RatingResult {
  const { product, state, revenue, limit, aggregateLimit, deductible } = input;
  const plan = RATING_PLANS[product];
  const uk = isUkProduct(product);
  const symbol = uk ? '£' : '$';
  const revenueLabel = uk ? 'Turnover' : 'Revenue';
  const deductibleLabel = uk ? 'Excess' : 'Deductible';
  const surplus = !uk && (input.surplus || isSurplusOnlyProduct(product));
  const boost = isBoostProduct(product);
  const boostVersion = boostVersionFor(input.boostV5Enabled);

  const refer: RatingReason[] = [];
  const decline: RatingReason[] = [];
  const indication: RatingReason[] = [];
  const breakdown: RatingStep[] = [];

  const base = basePremiumFor(plan.baseTable, revenue);
  const band = revenueBandOf(plan.baseTable, revenue);
  breakdown.push({
    code: 'BASE',
    label: 'Base premium (revenue band)',
    kind: 'AMOUNT',
    value: toMinor(base),
    premium: toMinor(base),
    detail: `${revenueLabel} ${formatWhole(revenue, symbol)}; band ${formatWhole(band.from, symbol)}${band.to === null ? ' and above' : ` to ${formatWhole(band.to, symbol)}`}`,
  });
  const run: Run = { premium: base, breakdown };

  applyFactor(run, 'PRODUCT', 'Product factor', plan.productFactor, PRODUCT_NAMES[product]);
  // UK rating is national: the nation names where the risk is, the territory factor is the UK's
  applyFactor(
    run,
    'STATE',
    uk ? 'Territory factor' : 'State factor',
    stateFactorFor(state, uk),
    uk ? 'United Kingdom' : state,
  );

  // industry hazard
  const hazard = hazardClassOf(uk ? 'UK' : 'US', input.industryCode);
  if (hazard.hazard === 'DECLINED') {
    decline.push(
      reason(
        'CLASS_DECLINED',
        R.classDeclined(input.industryCode),
        RATING_DECLINE_REASONS.classOfBusiness,
      ),
    );
    applyFactor(run, 'HAZARD', 'Industry hazard factor', HAZARD_FACTORS[5], 'Declined class');
  } else {
    if (hazard.hazard === 5) {
      refer.push(reason('CLASS_HIGH_HAZARD', R.classHighHazard(input.industryCode)));
    }
    if (!hazard.classified) {
      refer.push(reason('CLASS_UNCLASSIFIED', R.classUnclassified(input.industryCode)));
    }
    applyFactor(
      run,
      'HAZARD',
      'Industry hazard factor',
      HAZARD_FACTORS[hazard.hazard],
      `Class ${hazard.hazard} (${uk ? 'SIC' : 'NAICS'} ${input.industryCode})`,
    );
  }

  applyFactor(
    run,
    'EMPLOYEES',
    'Employee count factor',
    employeeFactorFor(input.employees),
    `${groupThousands(input.employees)} employees`,
  );
  const ilf = increasedLimitFactor(limit);
  applyFactor(run, 'LIMIT', 'Increased limit factor', ilf, formatWhole(limit, symbol));
  applyFactor(
    run,
    'AGGREGATE',
    'Aggregate limit factor',
    aggregateFactor(limit, aggregateLimit),
    formatWhole(aggregateLimit, symbol),
  );
  applyFactor(
    run,
    'DEDUCTIBLE',
    `${deductibleLabel} factor`,
    DEDUCTIBLE_FACTORS[deductible] ?? 1,
    formatWhole(deductible, symbol),
  );

  // coverages: the mandatory ones plus the selection
  const ctx: CoverageContext = {
    product,
    state,
    industryCode: input.industryCode,
    surplus,
    effectiveDate: input.effectiveDate,
    boostVersion,
    answers: input.securityAnswers,
    backupFrequency: input.backupFrequency ?? null,
    dedicatedBreachCostsEligible: input.dedicatedBreachCostsEligible,
  };
  const mandatory = mandatoryCoverageKeysFor(ctx);
  const mandatorySet = new Set(mandatory);
  const subLimits = new Map<string, number | null | undefined>();
  for (const c of input.coverages) subLimits.set(c.key, c.subLimit);
  const selected = [...mandatory];
  for (const c of input.coverages) if (!mandatorySet.has(c.key)) selected.push(c.key);

  const loads = boost ? BOOST_COVERAGE_LOADS : CALCULATOR_COVERAGE_LOADS;
  const coverages: RatedCoverage[] = [];
  let loadSum = 0;
  let businessInterruption = false;
  for (const key of selected) {
    const isMandatory = mandatorySet.has(key);
    const label = boost
      ? (boostCoverageByKey(key)?.label ?? key)
      : coverageLabelFor(key, coverageByKey(key)?.label ?? key, uk);
    if (!isMandatory) {
      const availability = coverageAvailability(key, ctx);
      if (!availability.available) {
        decline.push(
          reason('COVERAGE_UNAVAILABLE', R.coverageUnavailable(label, availability.reason!)),
        );
      }
    }
    if (BUSINESS_INTERRUPTION_KEYS.has(key)) businessInterruption = true;
    const subLimit =
      key === 'PUBLIC_RELATIONS_EXPENSE'
        ? publicRelationsSubLimit(limit, state)
        : (subLimits.get(key) ?? limit);
    let load = loads[key] ?? 0;
    if (load > 0 && subLimit < limit) load *= increasedLimitFactor(subLimit) / ilf;
    loadSum += load;
    coverages.push({ key, label, mandatory: isMandatory, subLimit, load: round6(load) });
  }

  applyFactor(
    run,
    'WAITING_PERIOD',
    'Waiting period factor',
    businessInterruption ? (WAITING_PERIOD_FACTORS[input.waitingPeriod] ?? 1) : 1,
    businessInterruption ? `${input.waitingPeriod} hours` : 'No business interruption cover',
  );
  applyFactor(
    run,
    'RETROACTIVE',
    'Retroactive period factor',
    RETROACTIVE_FACTORS[input.retroActivePeriod] ?? 1,
    retroactiveLabel(input.retroActivePeriod),
  );
  applyFactor(
    run,
    'COVERAGES',
    'Coverage and endorsement loads',
    Math.max(COVERAGE_FACTOR_FLOOR, 1 + loadSum),
    `${coverages.length} coverages`,
  );
  const techEno =
    !boost && selected.includes('TECH_ENO')
      ? techEnoRate({ effectiveDate: input.effectiveDate, state, surplus, uk })
      : 0;
  applyFactor(
    run,
    'TECH_ENO',
    'Technology E&O',
    1 + techEno,
    techEno > 0 ? `Rate ${round6(techEno * 100)} %` : 'Not selected',
  );

  // security answers
  let answerFactor = 1;
  let answered = 0;
  const unanswered: string[] = [];
  for (const key of RATED_SECURITY_ANSWER_KEYS) {
    const rule = SECURITY_ANSWER_RULES[key];
    const value = input.securityAnswers[key];
    if (value === true) {
      answered++;
      answerFactor *= rule.yes;
      if (rule.refersWhenYes) {
        refer.push(reason('ANSWER_REFER', R.answerRefer(SECURITY_ANSWER_LABELS[key])));
      }
    } else if (value === false) {
      answered++;
      answerFactor *= rule.no;
    } else if (rule.required) {
      // an unanswered required question reads as No (spec 3 §3) and makes the price an indication
      if (!rule.adverse) answerFactor *= rule.no;
      unanswered.push(SECURITY_ANSWER_LABELS[key]);
    }
  }
  if (unanswered.length) indication.push(reason('UNANSWERED_QUESTIONS', R.unanswered(unanswered)));
  applyFactor(
    run,
    'SECURITY_ANSWERS',
    'Security answers',
    clamp(answerFactor, ANSWER_MODIFIER_BOUNDS.min, ANSWER_MODIFIER_BOUNDS.max),
    `${answered} of ${RATED_SECURITY_ANSWER_KEYS.length} answered`,
  );

  // risk factors
  let securityScore: number | null = null;
  if (input.riskFactors) {
    const factors = input.riskFactors;
    securityScore = securityScoreOf(factors);
    if (securityScore < SECURITY_THRESHOLDS.declineBelow) {
      decline.push(
        reason(
          'SECURITY_SCORE_DECLINE',
          R.securityScoreDecline(securityScore, SECURITY_THRESHOLDS.declineBelow),
          RATING_DECLINE_REASONS.poorControls,
        ),
      );
    } else if (securityScore < SECURITY_THRESHOLDS.referBelow) {
      refer.push(
        reason(
          'SECURITY_SCORE_REFER',
          R.securityScoreRefer(securityScore, SECURITY_THRESHOLDS.referBelow),
        ),
      );
    }
    for (const key of RISK_FACTOR_KEYS) {
      if (factors[key] < SECURITY_THRESHOLDS.factorReferBelow) {
        refer.push(
          reason(
            'RISK_FACTOR_REFER',
            R.riskFactorRefer(
              RISK_FACTOR_LABELS[key],
              factors[key],
              SECURITY_THRESHOLDS.factorReferBelow,
            ),
          ),
        );
      }
    }
    applyFactor(
      run,
      'RISK_FACTORS',
      'Risk factors',
      riskScoreFactor(securityScore),
      `Security score ${securityScore}`,
    );
  } else {
    indication.push(reason('NO_RISK_SCAN', R.noRiskScan));
    applyFactor(run, 'RISK_FACTORS', 'Risk factors', 1, 'No risk scan');
  }

  // claims
  const { count, amount, lastClaim } = input.claims;
  if (count >= CLAIM_THRESHOLDS.declineCount) {
    decline.push(
      reason('CLAIMS_DECLINE', R.claimsDecline(count), RATING_DECLINE_REASONS.poorClaims),
    );
  } else if (count >= CLAIM_THRESHOLDS.referCount) {
    refer.push(reason('CLAIMS_COUNT_REFER', R.claimsCountRefer(count)));
  }
  if (count > 0 && lastClaim === CLAIM_THRESHOLDS.referRecency) {
    refer.push(reason('CLAIMS_RECENT_REFER', R.claimsRecentRefer));
  }
  if (amount >= CLAIM_THRESHOLDS.referAmount) {
    refer.push(reason('CLAIMS_AMOUNT_REFER', R.claimsAmountRefer(formatWhole(amount, symbol))));
  }
  applyFactor(
    run,
    'CLAIMS',
    'Claims history factor',
    claimsFactor(count, amount, lastClaim),
    count === 0
      ? 'No claims'
      : `${count} ${count === 1 ? 'claim' : 'claims'}, ${formatWhole(amount, symbol)}`,
  );

  // IRPM, bounded by the state's range
  const bounds = irpmBoundsFor(state, { surplus, uk });
  const irpm = clamp(input.irpmModifier, bounds.min, bounds.max);
  applyFactor(
    run,
    'IRPM',
    'IRPM modifier',
    irpm,
    irpm === input.irpmModifier
      ? `Range ${bounds.min} to ${bounds.max}`
      : `Requested ${input.irpmModifier}, bounded to ${irpm}`,
  );

  // minimum premium; the premium is rounded to whole currency units
  const minimum = minimumPremiumFor(plan, limit);
  const rated = Math.round(Math.max(run.premium, minimum));
  breakdown.push({
    code: 'MINIMUM',
    label: 'Minimum premium',
    kind: 'AMOUNT',
    value: toMinor(minimum),
    premium: toMinor(rated),
    detail: run.premium < minimum ? 'Minimum premium applies' : 'Above the minimum',
  });
  const premiumMinor = toMinor(rated);

  for (const r of sizeLimitDeductibleReasons(input, plan, hazard.hazard)) {
    (r.kind === 'REFER' ? refer : decline).push(r.reason);
  }
  const { fees, taxes } = chargesFor(input, plan, premiumMinor, surplus);

  const statusHint = decline.length
    ? 'DECLINED'
    : refer.length
      ? 'REFERRED'
      : indication.length
        ? 'INDICATION'
        : 'READY';

  return {
    product,
    currency: uk ? 'GBP' : 'USD',
    ratingPlanVersion: RATING_PLAN_VERSION,
    boostVersion: boost ? boostVersion : null,
    surplus,
    hazardClass: hazard.hazard,
    securityScore,
    irpm: { requested: input.irpmModifier, applied: irpm, min: bounds.min, max: bounds.max },
    limit,
    aggregateLimit,
    deductible,
    waitingPeriod: input.waitingPeriod,
    retroActivePeriod: input.retroActivePeriod,
    coverages,
    breakdown,
    premium: premiumMinor,
    minimumPremium: toMinor(minimum),
    fees,
    taxes,
    total: premiumMinor + fees.total + taxes.total,
    referToUnderwriter: refer.length > 0,
    referralReasons: refer,
    eligibility: { eligible: decline.length === 0, reasons: decline },
    indicationReasons: indication,
    statusHint,
  };
}
