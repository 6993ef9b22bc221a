import type { FastifyInstance } from 'fastify';
import { calculatorRoutes } from './routes/calculator.route.ts';
import { presetsRoutes } from './routes/presets.route.ts';
import { rulesRoutes } from './routes/rules.route.ts';

/** What rating reads from an account the caller may see (one query). */
export { findAccountRatingData } from './rater.repository.ts';
export {
  /** The fields of the rating input an account supplies. */
  accountFields,
  /** Rate an explicit input, or an account's data under explicit fields (the calculator). */
  calculate,
  /** Rate an account already loaded under the visibility rule (quote creation and editing). */
  rateAccount,
  type RatingFields,
} from './services/calculator.ts';

/**
 * The rater API (spec 3 §7, `/api/rater/v1/…`): presets, rules, globals, the calculator,
 * Tech E&O rate, endorsement rules and rater data over the domain's rating engine.
 */
export async function raterModule(app: FastifyInstance) {
  presetsRoutes(app);
  rulesRoutes(app);
  calculatorRoutes(app);
}
