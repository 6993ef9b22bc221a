import { UNDERWRITING_PATHS, type SaveSubjectivitiesRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type SaveSubjectivitiesInput = QuoteRef & SaveSubjectivitiesRequest;

/** PUT /api/quote/v1/{product}/quote-subjectivity/settings/{id}: the quote's whole list. */
export const saveSubjectivities = ({ product, id, ...body }: SaveSubjectivitiesInput) =>
  apiClient.put<unknown>(pathFor(UNDERWRITING_PATHS.saveSubjectivities, { product, id }), body);

export const useSaveSubjectivities = () => useUnderwritingAction(saveSubjectivities);
