import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

/** POST /api/quote/v1/{product}/uw/cancel/{id}: back to the unassigned referrals. */
export const cancelToInbox = (ref: QuoteRef) =>
  apiClient.post<unknown>(pathFor(UNDERWRITING_PATHS.cancelToInbox, ref));

export const useCancelToInbox = () => useUnderwritingAction(cancelToInbox);
