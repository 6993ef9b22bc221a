/*
 * The quoting feature's public face. Inside: api/ (the rater API — rules, globals, calculation,
 * presets — and the server cart), calculator/ (the quote calculator and its cart) and flow/
 * (the quote flows: request, edit, renew). The rater API is used only inside the feature so far:
 * export its query options here when another feature needs them (whatever this file exports is
 * downloaded by every page that imports it: the account and quotes pages).
 */

// Whether an account can be quoted, and the way to its calculator (the account page's button).
export {
  defaultQuoteProduct,
  REQUEST_QUOTE_PERSONAS,
  requestQuoteEligibility,
  requestQuotePath,
  type RequestQuoteEligibility,
} from './calculator/lib/eligibility.ts';
export { QuoteReadinessAlert } from './calculator/components/quote-readiness-alert.tsx';

// The quote cart (the server's: its items are the domain's CartItemView) and the names of its
// presets (the quotes page shows them).
export { useCart } from './calculator/hooks/use-cart.ts';
export { CART_REDIRECT_MS } from './calculator/lib/cart.ts';
export {
  cartItemPresetName,
  presetLabelOf,
  type CartItemTerms,
} from './calculator/lib/preset-label.ts';

/*
 * The screens are not exported here: a page that needs only the helpers above (the account page,
 * the quotes page) would load them, their chart and their self-registering modals with it. The
 * app's quote routes import them from their files (calculator/components/calculator-screen.tsx,
 * flow/components/quote-flow-screen.tsx, flow/components/quote-modes.tsx) and pass the calculator
 * to the flow; their props are here.
 */
export type { CalculatorScreenProps } from './calculator/components/calculator-screen.tsx';
export type { QuoteFlowScreenProps } from './flow/components/quote-flow-screen.tsx';
export type { EditQuoteScreenProps } from './flow/components/quote-modes.tsx';
