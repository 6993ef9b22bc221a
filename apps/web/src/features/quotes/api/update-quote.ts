import type { LostQuoteRequest, QuoteMessage, SendQuoteRequest } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { quotesKey } from './search-quotes.ts';

/** PUT /api/quote/v1/update/needBy?quoteId&needBy (YYYY-MM-DD, today at the earliest). */
export const setQuoteNeedBy = ({ quoteId, needBy }: { quoteId: string; needBy: string }) =>
  apiClient.put<QuoteMessage>('/api/quote/v1/update/needBy', undefined, {
    query: { quoteId, needBy },
  });

/** PUT /api/quote/v1/lost/{id}: the loss reason and its description. */
export const markQuoteLost = ({ id, ...body }: LostQuoteRequest & { id: string }) =>
  apiClient.put<QuoteMessage>(`/api/quote/v1/lost/${encodeURIComponent(id)}`, body);

/** POST /api/quote/v1/action/send: e-mail a ready quote to the policyholder. */
export const sendQuote = (body: SendQuoteRequest) =>
  apiClient.post<QuoteMessage>('/api/quote/v1/action/send', body);

export const useSetQuoteNeedBy = () => useInvalidatingMutation(setQuoteNeedBy, quotesKey);
export const useMarkQuoteLost = () => useInvalidatingMutation(markQuoteLost, quotesKey);
export const useSendQuote = () => useInvalidatingMutation(sendQuote, quotesKey);
