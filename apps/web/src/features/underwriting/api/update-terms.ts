import { UNDERWRITING_PATHS, type UpdateTermsRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type UpdateTermsInput = QuoteRef & UpdateTermsRequest;

/** PUT /api/quote/v1/{product}/uw/{id}: new terms, re-rated; the status is kept. */
export const updateTerms = ({ product, id, ...body }: UpdateTermsInput) =>
  apiClient.put<unknown>(pathFor(UNDERWRITING_PATHS.update, { product, id }), body);

export const useUpdateTerms = () => useUnderwritingAction(updateTerms);
