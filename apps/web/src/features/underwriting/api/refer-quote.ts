import { UNDERWRITING_PATHS, type ReferQuoteRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type ReferQuoteInput = QuoteRef & ReferQuoteRequest;

/** POST /api/quote/v1/{product}/request-review/{id}: the agent asks for an underwriter's review. */
export const requestReview = ({ product, id, ...body }: ReferQuoteInput) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.requestReview, { product, id }), body);

/** POST /api/quote/v1/{product}/uw/refer/{id}: the underwriter refers the quote. */
export const referQuote = ({ product, id, ...body }: ReferQuoteInput) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.refer, { product, id }), body);

export const useRequestReview = () => useUnderwritingAction(requestReview);
export const useReferQuote = () => useUnderwritingAction(referQuote);
