import {
  QuoteViewSchema,
  type ProductCode,
  type QuoteView,
  type UpdateQuoteRequest,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { quotesKey } from '../../quotes/index.ts';

/** PUT /api/quote/v1/{product}/{id}: re-rate the quote with the calculator's fields. */
export async function updateQuote(input: {
  product: ProductCode;
  id: string;
  body: UpdateQuoteRequest;
}): Promise<QuoteView> {
  return QuoteViewSchema.parse(
    await apiClient.put<unknown>(
      `/api/quote/v1/${encodeURIComponent(input.product)}/${encodeURIComponent(input.id)}`,
      input.body,
    ),
  );
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}
