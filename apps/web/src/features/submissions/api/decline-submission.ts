import {
  DeclineSubmissionResultSchema,
  SUBMISSION_PATHS,
  type DeclineSubmissionRequest,
  type DeclineSubmissionResult,
} from '@cyber/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { quotesKey } from '../../quotes/index.ts';
import { underwritingKey } from '../../underwriting/index.ts';
import { submissionDetailKey } from './keys.ts';

export type DeclineSubmissionInput = { id: string } & DeclineSubmissionRequest;

/**
 * PUT /api/quote/v1/submissions/decline/{id}: decline the submission and its open quotes (spec 3
 * §3). Answers `{ message, detail }`.
 */
export const declineSubmission = async ({
  id,
  ...body
}: DeclineSubmissionInput): Promise<DeclineSubmissionResult> =>
  DeclineSubmissionResultSchema.parse(
    await apiClient.put<unknown>(SUBMISSION_PATHS.decline(encodeURIComponent(id)), body),
  );

/**
 * The open detail is replaced by the answer; the submissions, the quote lists and the inbox (all
 * under the quotes' key) are marked stale, and so are the workbench's views of the declined
 * quotes.
 */
export function useDeclineSubmission() {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(async (input: DeclineSubmissionInput) => {
    const result = await declineSubmission(input);
    queryClient.setQueryData(submissionDetailKey(input.id), result.detail);
    void queryClient.invalidateQueries({ queryKey: underwritingKey });
    return result;
  }, quotesKey);
}
