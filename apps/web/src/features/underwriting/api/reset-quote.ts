import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

/** POST /api/quote/v1/{product}/uw/reset/{id}: back to the terms as rated at request. */
export const resetQuote = (ref: QuoteRef) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.reset, ref));

export const useResetQuote = () => useUnderwritingAction(resetQuote);
