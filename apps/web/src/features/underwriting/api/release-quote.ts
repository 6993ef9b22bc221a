import { UNDERWRITING_PATHS, type ReleaseQuoteRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type ReleaseQuoteInput = QuoteRef & ReleaseQuoteRequest;

/** POST /api/quote/v1/{product}/uw/release/{id}: release to READY, with an optional note. */
export const releaseQuote = ({ product, id, ...body }: ReleaseQuoteInput) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.release, { product, id }), body);

export const useReleaseQuote = () => useUnderwritingAction(releaseQuote);
