import type { FastifyInstance } from 'fastify';
import { securityQuestionsRoutes } from './routes/security-questions.route.ts';
import { socialEngineeringRoutes } from './routes/social-engineering.route.ts';
import { underwritingFormsRoutes } from './routes/underwriting-forms.route.ts';

/** An account's social engineering check (its answers, socialEngineering and reasons). */
export { getSocialEngineering as socialEngineeringOf } from './services/social-engineering.ts';

/**
 * An insured account's security answers (spec 3 §3, §5, §7): the security questions, the US
 * cyber underwriting form, the Tech E&O questions and the social engineering questionnaire.
 * One row per account (account_security_answers); every read and write goes through the
 * accounts' visibility rule, every save is audited and names the quotes it re-rated.
 */
export async function securityQuestionsModule(app: FastifyInstance) {
  securityQuestionsRoutes(app);
  underwritingFormsRoutes(app);
  socialEngineeringRoutes(app);
}
