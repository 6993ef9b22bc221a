import { UNDERWRITING_PATHS, type SaveIrpmRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type SaveIrpmInput = QuoteRef & { isSurplus: boolean; body: SaveIrpmRequest };

/** PUT /api/quote/v1/{product}/uw/irpm/{id}?isSurplus=: the seven characteristics and the note. */
export const saveIrpm = ({ product, id, isSurplus, body }: SaveIrpmInput) =>
  apiClient.put<unknown>(pathFor(UNDERWRITING_PATHS.irpm, { product, id }), body, {
    query: { isSurplus },
  });

export const useSaveIrpm = () => useUnderwritingAction(saveIrpm);
