import {
  QuoteFlowContextSchema,
  QuoteMessageSchema,
  QuoteViewSchema,
  type ProductCode,
  type QuoteView,
  type RenewQuoteRequest,
  type SendQuoteRequestToAgency,
} from '@cyber/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import {
  stateLicensedAgentsQueryOptions,
  stateSurplusLicensesQueryOptions,
} from '../../licenses/index.ts';
import { quotesKey } from '../../quotes/index.ts';

/** GET /api/quote/v1/flow/context: the caller's organisation type and agency kind. */
export const useQuoteFlowContext = () =>
  useQuery({
    queryKey: ['quote-flow', 'context'] as const,
    queryFn: async ({ signal }) =>
      QuoteFlowContextSchema.parse(
        await apiClient.get<unknown>('/api/quote/v1/flow/context', { signal }),
      ),
    staleTime: 5 * 60_000,
  });

/** The agency's agents licensed in a state today (the licences feature's query). */
export const useStateLicensedAgents = (state: string, enabled = true) =>
  useQuery({ ...stateLicensedAgentsQueryOptions(state), enabled: enabled && !!state });

/** The agency's surplus licences in a state (the licences feature's query). */
export const useSurplusLicencesIn = (state: string, enabled = true) =>
  useQuery({ ...stateSurplusLicensesQueryOptions(state), enabled: enabled && !!state });

/** POST /api/quote/v1/{product}/renew/{id}. */
export function useRenewQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { product: ProductCode; id: string; body?: RenewQuoteRequest }) =>
      QuoteViewSchema.parse(
        await apiClient.post<unknown>(
          `/api/quote/v1/${encodeURIComponent(input.product)}/renew/${encodeURIComponent(input.id)}`,
          input.body ?? {},
        ),
      ) as QuoteView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}

/** POST /api/quote/v1/action/send-request: the quotes to a retail agency's agent. */
export function useSendQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendQuoteRequestToAgency) =>
      QuoteMessageSchema.parse(
        await apiClient.post<unknown>('/api/quote/v1/action/send-request', body),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}
