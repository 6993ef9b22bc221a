export { quotesKey } from './api/search-quotes.ts';
export { getQuote, quoteQueryOptions, useQuote } from './api/get-quote.ts';
export { useQuoteDashboard } from './api/quote-dashboard.ts';
/*
 * The state the cart and the quote flow navigate to {base}/quotes with; the prompt that reads it is
 * the quotes page's own (components/requested-quotes-prompt.tsx).
 */
export type { RequestedQuotesState } from './components/requested-quotes-prompt.tsx';
/* Pieces of the quote detail the underwriting workbench shows too. */
export { QuoteStatusChip } from './components/quote-status-chip.tsx';
export {
  LostQuoteDialog,
  NeedByDialog,
  PolicyholderContactFields,
  SendQuoteDialog,
} from './components/quote-dialogs.tsx';
export { QuoteChargesTable, RatingBreakdownTable } from './components/rating-worksheet.tsx';
export { useMarkQuoteLost, useSetQuoteNeedBy } from './api/update-quote.ts';
