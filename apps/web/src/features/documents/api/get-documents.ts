import { DocumentPageSchema, type DocumentPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const documentsKey = ['documents'] as const;

export type DocumentFilters = {
  accountId?: string | undefined;
  docType?: string | undefined;
  productType?: string | undefined;
  claimId?: string | undefined;
  quoteId?: string | undefined;
};

/** GET /api/docs/v1/search (page, size, sort, search and the filters). */
export async function getDocuments(
  query: TableQuery & DocumentFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentPage> {
  return DocumentPageSchema.parse(
    await apiClient.get<unknown>('/api/docs/v1/search', { query, signal }),
  );
}

export const documentsQueryOptions = (query: TableQuery & DocumentFilters) =>
  queryOptions({
    queryKey: [...documentsKey, query] as const,
    queryFn: ({ signal }) => getDocuments(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDocuments = (query: TableQuery & DocumentFilters) =>
  useQuery(documentsQueryOptions(query));
