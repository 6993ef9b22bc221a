import { BulkUploadPageSchema, type BulkUploadPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const uploadsKey = ['bulk-uploads'] as const;

/** GET /api/account/v1/bulk-upload: the history, newest first. */
export async function getUploads(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BulkUploadPage> {
  return BulkUploadPageSchema.parse(
    await apiClient.get<unknown>('/api/account/v1/bulk-upload', { query, signal }),
  );
}

/**
 * `watching`: this screen is sending a file, so its history row (PROCESSING, with the rows
 * checked so far in numSuccess + numFailure) is followed every second; otherwise a row someone
 * else's upload left PROCESSING is looked at again every 2 s until it completes.
 */
export const uploadsQueryOptions = (query: TableQuery, { watching = false } = {}) =>
  queryOptions({
    queryKey: [...uploadsKey, query] as const,
    queryFn: ({ signal }) => getUploads(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      watching ? 1000 : q.state.data?.content.some((u) => u.status === 'PROCESSING') ? 2000 : false,
  });

export const useUploads = (query: TableQuery, options: { watching?: boolean } = {}) =>
  useQuery(uploadsQueryOptions(query, options));
