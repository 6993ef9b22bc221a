import { UNDERWRITING_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pathFor, useUnderwritingAction } from './use-underwriting-action.ts';

export type CompleteSubjectivityInput = {
  product: string;
  subjectivityId: string;
  documentId: string;
  comment?: string | null | undefined;
};

/** POST /api/quote/v1/{product}/quote-subjectivity/complete/{subjectivityId}: the evidence. */
export const completeSubjectivity = ({
  product,
  subjectivityId,
  ...body
}: CompleteSubjectivityInput) =>
  apiClient.post<unknown>(
    pathFor(UNDERWRITING_PATHS.completeSubjectivity, { product, id: subjectivityId }),
    body,
  );

export const useCompleteSubjectivity = () => useUnderwritingAction(completeSubjectivity);
