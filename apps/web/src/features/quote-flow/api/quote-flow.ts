import {
  LicensedAgentListSchema,
  QuoteFlowContextSchema,
  QuoteMessageSchema,
  QuoteViewSchema,
  SurplusLicensePageSchema,
  type ProductCode,
  type QuoteView,
  type RenewQuoteRequest,
  type SendQuoteRequestToAgency,
} from '@cyber/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
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

/** GET /api/agency/v1/agent/license/{state}: the agency's agents licensed there today. */
export const useStateLicensedAgents = (state: string, enabled = true) =>
  useQuery({
    queryKey: ['licenses', 'agent', 'state', state] as const,
    queryFn: async ({ signal }) =>
      LicensedAgentListSchema.parse(
        await apiClient.get<unknown>(`/api/agency/v1/agent/license/${encodeURIComponent(state)}`, {
          signal,
        }),
      ),
    enabled: enabled && !!state,
  });

/** GET /api/account/v1/agency/surplus/search: the agency's surplus licences in a state. */
export const useSurplusLicencesIn = (state: string, enabled = true) =>
  useQuery({
    queryKey: ['licenses', 'surplus', 'state', state] as const,
    queryFn: async ({ signal }) =>
      SurplusLicensePageSchema.parse(
        await apiClient.get<unknown>('/api/account/v1/agency/surplus/search', {
          query: { surplusLinesState: state, size: 25 },
          signal,
        }),
      ).content,
    enabled: enabled && !!state,
  });

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
