import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

/** POST /api/quote/v1/{product}/uw/reassess/{id}: re-scan and re-rate the account as it is now. */
export const reassessRisk = (ref: QuoteRef) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.reassess, ref));

export const useReassessRisk = () => useUnderwritingAction(reassessRisk);
