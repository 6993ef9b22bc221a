export {
  defaultQuoteProduct,
  REQUEST_QUOTE_PERSONAS,
  requestQuoteEligibility,
  requestQuotePath,
  type RequestQuoteEligibility,
} from './lib/eligibility.ts';
export { QuoteReadinessAlert } from './components/quote-readiness-alert.tsx';
