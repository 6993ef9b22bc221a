import type { QuoteMessage } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { quotesKey, type QuoteFilters } from './search-quotes.ts';

/** DELETE /api/quote/v1/{id}. */
export const deleteQuote = (id: string) =>
  apiClient.delete<QuoteMessage>(`/api/quote/v1/${encodeURIComponent(id)}`);

/** POST /api/quote/v1/delete: several quotes at once (all or nothing). */
export const deleteQuotes = (ids: string[]) =>
  apiClient.post<QuoteMessage>('/api/quote/v1/delete', { ids });

/** DELETE /api/quote/v1/invalid or /expired: every such quote in the tab's scope. */
export const deleteAllQuotes = ({
  status,
  scope,
}: {
  status: 'invalid' | 'expired';
  scope: Pick<QuoteFilters, 'teamScope' | 'teamId' | 'accountId'>;
}) => apiClient.delete<QuoteMessage>(`/api/quote/v1/${status}`, { query: scope });

export const useDeleteQuote = () => useInvalidatingMutation(deleteQuote, quotesKey);
export const useDeleteQuotes = () => useInvalidatingMutation(deleteQuotes, quotesKey);
export const useDeleteAllQuotes = () => useInvalidatingMutation(deleteAllQuotes, quotesKey);
