import { QuoteViewSchema, type QuoteView } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { quotesKey } from './search-quotes.ts';

/** GET /api/quote/v1/{id}: one quote with its rating breakdown. */
export async function getQuote(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuoteView> {
  return QuoteViewSchema.parse(
    await apiClient.get<unknown>(`/api/quote/v1/${encodeURIComponent(id)}`, { signal }),
  );
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...quotesKey, 'detail', id] as const,
    queryFn: ({ signal }) => getQuote(id, { signal }),
  });

export const useQuote = (id: string) => useQuery({ ...quoteQueryOptions(id), enabled: id !== '' });
