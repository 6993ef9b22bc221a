import { PRODUCT_NAMES, isUkProduct } from '../products/products.ts';
import { formatWhole, RATING_DECLINE_REASONS, RATING_REASON_MESSAGES as R } from './messages.ts';
import type { RatingInput, RatingReason } from './rating.schema.ts';
import type { HazardAssignment } from './tables/industry-hazard.ts';
import { HAZARD_LIMIT_CAPS, minimumDeductibleFor, revenueLimitCap } from './tables/limits-terms.ts';
import type { RatingPlan } from './tables/plans.ts';

export type RuleOutcome = { kind: 'REFER' | 'DECLINE'; reason: RatingReason };

/**
 * The size, limit and deductible rules: revenue above the product's referral threshold refers,
 * above its appetite declines ("Size is too Big"); limits above the caps for small or
 * high-hazard accounts and deductibles below the revenue's minimum are not eligible as asked.
 */
export function sizeLimitDeductibleReasons(
  input: RatingInput,
  plan: RatingPlan,
  hazard: HazardAssignment,
): RuleOutcome[] {
  const { revenue, limit, deductible } = input;
  const uk = isUkProduct(input.product);
  const symbol = uk ? '£' : '$';
  const label = uk ? 'Turnover' : 'Revenue';
  const out: RuleOutcome[] = [];
  const decline = (
    code: RatingReason['code'],
    message: string,
    declineReason: string | null = null,
  ) => out.push({ kind: 'DECLINE', reason: { code, message, declineReason } });

  if (revenue > plan.declineRevenueAbove) {
    decline(
      'REVENUE_DECLINE',
      R.revenueDecline(
        label,
        formatWhole(plan.declineRevenueAbove, symbol),
        PRODUCT_NAMES[input.product],
      ),
      RATING_DECLINE_REASONS.sizeTooBig,
    );
  } else if (revenue > plan.referRevenueAbove) {
    out.push({
      kind: 'REFER',
      reason: {
        code: 'REVENUE_REFER',
        message: R.revenueRefer(label, formatWhole(plan.referRevenueAbove, symbol)),
        declineReason: null,
      },
    });
  }
  const revenueCap = revenueLimitCap(revenue);
  if (revenueCap && limit > revenueCap.maxLimit) {
    decline(
      'LIMIT_CAP_REVENUE',
      R.limitCapRevenue(
        label,
        formatWhole(revenueCap.revenueBelow, symbol),
        formatWhole(revenueCap.maxLimit, symbol),
      ),
    );
  }
  const hazardCap = HAZARD_LIMIT_CAPS[hazard];
  if (hazardCap !== undefined && limit > hazardCap) {
    decline('LIMIT_CAP_HAZARD', R.limitCapHazard(formatWhole(hazardCap, symbol)));
  }
  const minimum = minimumDeductibleFor(revenue);
  if (deductible < minimum.deductible) {
    decline(
      'MINIMUM_DEDUCTIBLE',
      R.minimumDeductible(
        label,
        formatWhole(minimum.revenueAbove, symbol),
        uk,
        formatWhole(minimum.deductible, symbol),
      ),
    );
  }
  return out;
}
