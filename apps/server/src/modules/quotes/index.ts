import type { FastifyInstance } from 'fastify';

/**
 * Quotes (spec 3 §3–§8): created per product at `/api/quote/v1/{product}` from the rating
 * engine, searched for the agency's QUOTES tab, sent, deleted, marked lost.
 */
export async function quotesModule(_app: FastifyInstance) {}
