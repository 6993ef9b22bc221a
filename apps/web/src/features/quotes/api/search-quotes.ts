import {
  QuotePageSchema,
  type QuotePage,
  type QuoteStatusGroup,
  type QuoteTeamScope,
  type QuoteType,
} from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const quotesKey = ['quotes'] as const;

/** The QUOTES tab's filters beside paging, sort and search. */
export type QuoteFilters = {
  quoteType?: QuoteType | undefined;
  statusGroup?: QuoteStatusGroup | undefined;
  teamScope?: QuoteTeamScope | undefined;
  teamId?: string | undefined;
  accountId?: string | undefined;
};

export type QuotesQuery = TableQuery & QuoteFilters;

/** GET /api/quote/v1/search: one page of the QUOTES tab. */
export async function searchQuotes(
  query: QuotesQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuotePage> {
  return QuotePageSchema.parse(
    await apiClient.get<unknown>('/api/quote/v1/search', { query, signal }),
  );
}

export const quotesQueryOptions = (query: QuotesQuery) =>
  queryOptions({
    queryKey: [...quotesKey, 'search', query] as const,
    queryFn: ({ signal }) => searchQuotes(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useQuotes = (query: QuotesQuery) => useQuery(quotesQueryOptions(query));
