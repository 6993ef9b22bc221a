import {
  SUBMISSION_PATHS,
  SubmissionPageSchema,
  type SubmissionPage,
  type SubmissionSearchQuery,
} from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { submissionsKey } from './keys.ts';

/** The SUBMISSIONS list's query (SubmissionSearchQuerySchema) as the screen sends it. */
export type SubmissionsSearch = {
  page: number;
  size: number;
  search?: string | undefined;
  accountId?: string | undefined;
  declined?: SubmissionSearchQuery['declined'];
};

/** GET /api/quote/v1/submissions: one page of submissions, newest change first. */
export async function searchSubmissions(
  query: SubmissionsSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SubmissionPage> {
  return SubmissionPageSchema.parse(
    await apiClient.get<unknown>(SUBMISSION_PATHS.search, { query, signal }),
  );
}

export const submissionsQueryOptions = (query: SubmissionsSearch) =>
  queryOptions({
    queryKey: [...submissionsKey, 'search', query] as const,
    queryFn: ({ signal }) => searchSubmissions(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSubmissions = (query: SubmissionsSearch) =>
  useQuery(submissionsQueryOptions(query));
