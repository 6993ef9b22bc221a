export { quotesKey } from './api/search-quotes.ts';
export { getQuote, quoteQueryOptions, useQuote } from './api/get-quote.ts';
/*
 * The state the cart and the quote flow navigate to {base}/quotes with; the prompt that reads it is
 * the quotes page's own (components/requested-quotes-prompt.tsx).
 */
export type { RequestedQuotesState } from './components/requested-quotes-prompt.tsx';
