export {
  defaultQuoteProduct,
  REQUEST_QUOTE_PERSONAS,
  requestQuoteEligibility,
  requestQuotePath,
  type RequestQuoteEligibility,
} from './lib/eligibility.ts';
export { QuoteReadinessAlert } from './components/quote-readiness-alert.tsx';
/*
 * The calculator screen itself is not exported: pages that need only the helpers below would load
 * it (and its chart) with them. The app's routes render it, and pass it to the quote flow.
 */
export type { CalculatorScreenProps } from './components/calculator-screen.tsx';
export {
  requestQuotes,
  useRequestQuotes,
  type QuoteVariation,
  type RequestQuotesResult,
} from './api/request-quotes.ts';
export { useCart } from './hooks/use-cart.ts';
export { CART_REDIRECT_MS, cartIsFull, type CartItem } from './lib/cart.ts';
export { cartItemPresetName, presetLabelOf } from './lib/preset-label.ts';
