import type { FastifyInstance } from 'fastify';

/**
 * The rater API (spec 3 §7, `/api/rater/v1/…`): presets, rules, globals, the calculator,
 * Tech E&O rate, endorsement rules and rater data over the domain's rating engine.
 */
export async function raterModule(_app: FastifyInstance) {}
