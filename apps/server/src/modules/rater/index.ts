import type { FastifyInstance } from 'fastify';
import { calculatorRoutes } from './routes/calculator.route.ts';
import { presetsRoutes } from './routes/presets.route.ts';
import { rulesRoutes } from './routes/rules.route.ts';

/**
 * The rater API (spec 3 §7, `/api/rater/v1/…`): presets, rules, globals, the calculator,
 * Tech E&O rate, endorsement rules and rater data over the domain's rating engine.
 */
export async function raterModule(app: FastifyInstance) {
  presetsRoutes(app);
  rulesRoutes(app);
  calculatorRoutes(app);
}
