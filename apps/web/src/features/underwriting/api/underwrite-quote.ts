import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

/** POST /api/quote/v1/{product}/uw/underwrite/{id}: pick the referral up (IN_REVIEW). */
export const underwriteQuote = (ref: QuoteRef) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.underwrite, ref));

export const useUnderwriteQuote = () => useUnderwritingAction(underwriteQuote);
