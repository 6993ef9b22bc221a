import {
  QUOTE_FEE_PATHS,
  type LostQuoteRequest,
  type QuoteMessage,
  type QuoteView,
  type SendQuoteRequest,
} from '@cyber/domain';
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

/** The fees to set on a quote (minor units); the MGA fee only for provider staff. */
export type QuoteFeesInput = {
  quote: Pick<QuoteView, 'id' | 'product'> & { mgaFee: number };
  brokerFee: number;
  additionalBrokerFee: number;
  mgaFee?: number;
};

/**
 * PUT broker-fees/{id}, then (staff, when it changed) mga-fees/{id}: each re-rates the quote.
 */
export async function setQuoteFees({
  quote,
  brokerFee,
  additionalBrokerFee,
  mgaFee,
}: QuoteFeesInput) {
  let view = await apiClient.put<QuoteView>(QUOTE_FEE_PATHS.brokerFees(quote.id), {
    brokerFee,
    additionalBrokerFee,
    product: quote.product,
  });
  if (mgaFee !== undefined && mgaFee !== quote.mgaFee)
    view = await apiClient.put<QuoteView>(QUOTE_FEE_PATHS.mgaFees(quote.id), { mgaFee });
  return view;
}

export const useSetQuoteFees = () => useInvalidatingMutation(setQuoteFees, quotesKey);
