import type { FastifyInstance } from 'fastify';

/**
 * An insured account's security answers (spec 3 §3, §5, §7): the security questions, the US
 * cyber underwriting form, the Tech E&O questions and the social engineering questionnaire.
 */
export async function securityQuestionsModule(_app: FastifyInstance) {}
