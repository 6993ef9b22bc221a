import { QuoteSchema, type CreateQuoteRequest, type ProductCode, type Quote } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { quotesKey } from '../../quotes/index.ts';

/** POST /api/quote/v1/{product}: one variation → 201 the quote. */
export async function requestQuote(product: ProductCode, body: CreateQuoteRequest): Promise<Quote> {
  return QuoteSchema.parse(
    await apiClient.post<unknown>(`/api/quote/v1/${encodeURIComponent(product)}`, body),
  );
}

export type QuoteVariation = { cartId: string; product: ProductCode; body: CreateQuoteRequest };

export type RequestQuotesResult = {
  sent: { cartId: string; quote: Quote }[];
  failed: { cartId: string; reason: string }[];
};

/** A v4 UUID; randomUUID needs a secure context, getRandomValues does not. */
function newGroupId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The cart's "Request Quotes": every variation is posted with one shared requestGroupId. Each
 * answer is kept apart, so the caller can drop the sent ones and show why the others failed.
 */
export async function requestQuotes(variations: QuoteVariation[]): Promise<RequestQuotesResult> {
  const requestGroupId = newGroupId();
  const settled = await Promise.allSettled(
    variations.map((v) => requestQuote(v.product, { ...v.body, requestGroupId })),
  );
  const result: RequestQuotesResult = { sent: [], failed: [] };
  settled.forEach((outcome, i) => {
    const cartId = variations[i]!.cartId;
    if (outcome.status === 'fulfilled') result.sent.push({ cartId, quote: outcome.value });
    else {
      const error = outcome.reason as unknown;
      result.failed.push({
        cartId,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  });
  return result;
}

export function useRequestQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuotes,
    onSuccess: ({ sent }) => {
      if (sent.length) void queryClient.invalidateQueries({ queryKey: quotesKey });
    },
  });
}
