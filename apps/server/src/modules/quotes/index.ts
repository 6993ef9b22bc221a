import type { FastifyInstance } from 'fastify';
import { createQuoteRoute } from './routes/create-quote.route.ts';
import { deleteQuotesRoutes } from './routes/delete-quotes.route.ts';
import { proposalRoutes } from './routes/proposal.route.ts';
import { quoteDetailRoutes } from './routes/quote-detail.route.ts';
import { searchQuotesRoutes } from './routes/search-quotes.route.ts';
import { updateQuoteRoutes } from './routes/update-quote.route.ts';
import { registerQuoteJobs } from './services/expire-quotes.ts';

export type { QuoteScope } from './quotes.context.ts';
/** THE visibility rule of quotes, as SQL. */
export { visibleQuotes } from './quotes.repository.ts';
/** The accounts module's hook: a rated firmographic changed, so open quotes are invalidated. */
export { invalidateQuotesOnAccountChange } from './services/invalidate-quotes.ts';
/** Re-rate an account's open quotes after its security answers were saved. */
export { requoteAccountQuotes, type RequoteBy } from './services/requote.ts';

/**
 * Quotes (spec 3 §3–§8): created per product at `/api/quote/v1/{product}` from the rating
 * engine, searched for the agency's QUOTES tab, sent, deleted, marked lost.
 */
export async function quotesModule(app: FastifyInstance) {
  searchQuotesRoutes(app);
  createQuoteRoute(app);
  deleteQuotesRoutes(app);
  updateQuoteRoutes(app);
  proposalRoutes(app);
  quoteDetailRoutes(app);
  registerQuoteJobs(app.ctx);
  (await import('./routes/quote-flow.route.ts')).quoteFlowRoutes(app);
}
