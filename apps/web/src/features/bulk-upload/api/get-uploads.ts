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

export const uploadsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...uploadsKey, query] as const,
    queryFn: ({ signal }) => getUploads(query, { signal }),
    placeholderData: keepPreviousData,
    // While an upload is processing, look again every 2 s until its row completes.
    refetchInterval: (q) =>
      q.state.data?.content.some((u) => u.status === 'PROCESSING') ? 2000 : false,
  });

export const useUploads = (query: TableQuery) => useQuery(uploadsQueryOptions(query));
