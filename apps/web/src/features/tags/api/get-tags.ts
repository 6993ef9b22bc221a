import { TagPageSchema, type TagPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const tagsKey = ['tags'] as const;

/** GET /api/account/v1/tags (page, size, sort, search; agencyId for provider staff). */
export async function getTags(
  query: TableQuery & { agencyId?: string | undefined },
  { signal }: { signal?: AbortSignal } = {},
): Promise<TagPage> {
  return TagPageSchema.parse(
    await apiClient.get<unknown>('/api/account/v1/tags', { query, signal }),
  );
}

export const tagsQueryOptions = (query: TableQuery & { agencyId?: string | undefined }) =>
  queryOptions({
    queryKey: [...tagsKey, query] as const,
    queryFn: ({ signal }) => getTags(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTags = (query: TableQuery & { agencyId?: string | undefined }) =>
  useQuery(tagsQueryOptions(query));

/** Every tag of the agency (pickers): the first 100 by name. */
export const useAllTags = (agencyId?: string) =>
  useTags({ page: 0, size: 100, sort: 'name,asc', agencyId });
