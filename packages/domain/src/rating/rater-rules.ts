import {
  CALCULATOR_LIMIT_OPTIONS,
  DEDUCTIBLE_OPTIONS,
  RETROACTIVE_OPTIONS,
  WAITING_PERIOD_OPTIONS,
} from '../products/calculator.ts';
import { isTechProduct, isUkProduct, type ProductCode } from '../products/products.ts';
import { techEnoRate } from './tables/coverage-loads.ts';
import { endorsementRulesFor, type EndorsementRuleResult } from './tables/endorsement-rules.ts';
import { minimumDeductibleFor } from './tables/limits-terms.ts';
import { irpmBoundsFor, type IrpmBounds } from './tables/states.ts';

/**
 * What the rater's rule calls answer (spec 3 §7): `rules/globals/{state}` (aggLimits,
 * deductibles, hrs), `rules/techeno-rate` and `rules/endorsement` (by effective date, state and
 * surplus flag). Pure functions over the rating tables; the server only wraps them in routes.
 */

export type RaterGlobals = {
  aggLimits: number[];
  deductibles: number[];
  hrs: number[];
  retroActivePeriods: { value: number; label: string }[];
  irpm: IrpmBounds;
};

/** The options the calculator offers in a state; deductibles below the revenue's minimum drop. */
export function raterGlobals(options: {
  product: ProductCode;
  state: string;
  surplus: boolean;
  revenue?: number | null;
}): RaterGlobals {
  const minimum = options.revenue ? minimumDeductibleFor(options.revenue).deductible : 0;
  return {
    aggLimits: [...CALCULATOR_LIMIT_OPTIONS],
    deductibles: DEDUCTIBLE_OPTIONS.filter((d) => d >= minimum),
    hrs: [...WAITING_PERIOD_OPTIONS],
    retroActivePeriods: RETROACTIVE_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
    irpm: irpmBoundsFor(options.state, {
      surplus: options.surplus,
      uk: isUkProduct(options.product),
    }),
  };
}

/** GET rules/techeno-rate: the Tech E&O rate for a state, date and paper. */
export const techEnoRateFor = (options: {
  product: ProductCode;
  state: string;
  effectiveDate: string;
  surplus: boolean;
}): number =>
  techEnoRate({
    effectiveDate: options.effectiveDate,
    state: options.state,
    surplus: options.surplus,
    uk: isUkProduct(options.product),
  });

/** GET rules/endorsement: every endorsement's availability for a state, date and paper. */
export const endorsementRulesForQuote = (options: {
  product: ProductCode;
  state: string;
  effectiveDate: string;
  surplus: boolean;
  industryCode: string;
}): EndorsementRuleResult[] =>
  endorsementRulesFor({
    effectiveDate: options.effectiveDate,
    state: options.state,
    surplus: options.surplus,
    uk: isUkProduct(options.product),
    techProduct: isTechProduct(options.product),
    industryCode: options.industryCode,
  });
