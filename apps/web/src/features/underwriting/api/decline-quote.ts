import { UNDERWRITING_PATHS, type DeclineQuoteRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type DeclineQuoteInput = QuoteRef & DeclineQuoteRequest;

/** POST /api/quote/v1/{product}/uw/decline/{id}: decline the quote (and, if asked, the account). */
export const declineQuote = ({ product, id, ...body }: DeclineQuoteInput) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.decline, { product, id }), body);

export const useDeclineQuote = () => useUnderwritingAction(declineQuote);
