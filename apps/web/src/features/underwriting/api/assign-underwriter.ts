import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction, type QuoteRef } from './use-underwriting-action.ts';

export type AssignUnderwriterInput = QuoteRef & { underwriterId: string | null };

/** PUT /api/quote/v1/{product}/underwriter/{id}: assign (null: back to the unassigned queue). */
export const assignUnderwriter = ({ product, id, underwriterId }: AssignUnderwriterInput) =>
  apiClient.put<unknown>(pathFor(UNDERWRITING_PATHS.assign, { product, id }), { underwriterId });

export const useAssignUnderwriter = () => useUnderwritingAction(assignUnderwriter);
