import type { FastifyInstance } from 'fastify';
import { createQuoteRoute } from './routes/create-quote.route.ts';
import { deleteQuotesRoutes } from './routes/delete-quotes.route.ts';
import { searchQuotesRoutes } from './routes/search-quotes.route.ts';
import { updateQuoteRoutes } from './routes/update-quote.route.ts';

/**
 * Quotes (spec 3 §3–§8): created per product at `/api/quote/v1/{product}` from the rating
 * engine, searched for the agency's QUOTES tab, sent, deleted, marked lost.
 */
export async function quotesModule(app: FastifyInstance) {
  searchQuotesRoutes(app);
  createQuoteRoute(app);
  deleteQuotesRoutes(app);
  updateQuoteRoutes(app);
}
