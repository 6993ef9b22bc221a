import type { FastifyInstance } from 'fastify';
import { bindRequestRoutes } from './routes/bind-request.route.ts';
import { createQuoteRoute } from './routes/create-quote.route.ts';
import { deleteQuotesRoutes } from './routes/delete-quotes.route.ts';
import { proposalRoutes } from './routes/proposal.route.ts';
import { quoteDetailRoutes } from './routes/quote-detail.route.ts';
import { searchQuotesRoutes } from './routes/search-quotes.route.ts';
import { submissionRoutes } from './routes/submissions.route.ts';
import { underwritingRoutes } from './routes/underwriting.route.ts';
import { updateQuoteRoutes } from './routes/update-quote.route.ts';
import { registerQuoteJobs } from './services/expire-quotes.ts';
import { registerPostBindReminders } from './services/post-bind-reminders.ts';
import { invalidateQuotesOnAccountChange } from './services/invalidate-quotes.ts';
import { requoteAccountQuotes } from './services/requote.ts';

export type { QuoteScope } from './quotes.context.ts';
/** How many pre-bind subjectivities of a quote are open (an open one blocks the bind). */
export { openPreBindCount } from './underwriting.repository.ts';
/** THE visibility rule of quotes, as SQL. */
export { visibleQuotes } from './quotes.repository.ts';
/** One quote the caller may see (id and account), or null: the notes module's quote check. */
export { findVisibleQuote } from './services/quote-view.ts';
/**
 * Quote creation in two steps, for requests of several quotes at once (the cart): prepare each
 * (every check and the rating, no write), then insert each in the caller's one transaction.
 */
export {
  /** The calculator's fields of a quote request (without the request's and the flow's own). */
  calculatorFieldsOf,
  /** A quote just created, as the caller's copy sees it. */
  createdQuoteView,
  /** Store a prepared quote in the caller's transaction (number, audit, `quote.created`). */
  insertPreparedQuote,
  /** Check and rate a quote request as POST /api/quote/v1/{product} does, without writing. */
  prepareQuote,
  type PreparedQuote,
} from './services/create-quote.ts';
/** The quote's side of a bind, inside the policies module's binding transaction. */
export { bindQuoteIn } from './services/bind.ts';
/** Before a request into an existing submission: the caller's, of the account, not declined. */
export { assertJoinableSubmission } from './services/submissions.ts';
/** What a binder's or policy's documents print of its quote: terms, coverages, exclusions. */
export { quoteDocumentFacts, type QuoteDocumentFacts } from './services/quote-document-facts.ts';
/** A policy's renewal quote (the renewal view and job, decision 048). */
export { renewalQuoteOf, type RenewalQuoteFacts } from './services/quote-document-facts.ts';
/** Renew a quote (renew-quote): the renewal job prepares a policy's renewal through it. */
export { renewQuote } from './services/renew-quote.ts';
/** What quote services need (the renewal job hands them the policies module's). */
export type { QuotesDeps } from './quotes.context.ts';

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
  underwritingRoutes(app);
  submissionRoutes(app);
  bindRequestRoutes(app);
  registerQuoteJobs(app.ctx);
  registerPostBindReminders(app.ctx);
  // What other modules' changes do to open quotes, in the transaction of the change (decision 038).
  app.ctx.events.on('account.firmographics-changed', invalidateQuotesOnAccountChange);
  app.ctx.events.on('account.answers-saved', (tx, saved) =>
    requoteAccountQuotes(tx, saved.accountId, saved),
  );
  (await import('./routes/quote-flow.route.ts')).quoteFlowRoutes(app);
}
