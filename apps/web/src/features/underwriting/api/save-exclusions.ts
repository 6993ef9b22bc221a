import { UNDERWRITING_PATHS, type SaveExclusionsRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type SaveExclusionsInput = QuoteRef & SaveExclusionsRequest;

/** PUT /api/quote/v1/{product}/uw/exclusions/{id}: the whole event exclusion list. */
export const saveExclusions = ({ product, id, ...body }: SaveExclusionsInput) =>
  apiClient.put<unknown>(pathFor(UNDERWRITING_PATHS.exclusions, { product, id }), body);

export const useSaveExclusions = () => useUnderwritingAction(saveExclusions);
