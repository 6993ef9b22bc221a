import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type SwitchSurplusInput = QuoteRef & { isSurplus: boolean };

/** PUT /api/quote/v1/{product}/uw/surplus/{id}: switch Admitted / Surplus. */
export const switchSurplus = ({ product, id, isSurplus }: SwitchSurplusInput) =>
  apiClient.put<unknown>(pathFor(UNDERWRITING_PATHS.surplus, { product, id }), { isSurplus });

export const useSwitchSurplus = () => useUnderwritingAction(switchSurplus);
