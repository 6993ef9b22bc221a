import { SUBMISSION_PATHS, SubmissionDetailSchema, type SubmissionDetail } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { submissionDetailKey } from './keys.ts';

/** GET /api/quote/v1/submissions/{id}: the submission, its quotes and whether it may be declined. */
export async function getSubmission(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SubmissionDetail> {
  return SubmissionDetailSchema.parse(
    await apiClient.get<unknown>(SUBMISSION_PATHS.detail(encodeURIComponent(id)), { signal }),
  );
}

export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: submissionDetailKey(id),
    queryFn: ({ signal }) => getSubmission(id, { signal }),
  });

/** The open submission's detail; idle while none is open. */
export const useSubmission = (id: string | null) =>
  useQuery({ ...submissionQueryOptions(id ?? ''), enabled: !!id });
