import {
  CancellationQuoteSchema,
  SERVICING_PATHS,
  type CancellationQuote,
  type CancelPolicy,
} from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policyServicingKey } from './keys.ts';

export type CancellationQuoteQuery = { id: string } & Pick<
  CancelPolicy,
  'effectiveDate' | 'reason' | 'method'
>;

/**
 * GET /api/policy/v1/{id}/cancel/quote?effectiveDate=&reason=&method=: what a cancellation by
 * provider staff would return and the status it would leave the policy in.
 */
export async function getCancellationQuote(
  { id, effectiveDate, reason, method }: CancellationQuoteQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CancellationQuote> {
  return CancellationQuoteSchema.parse(
    await apiClient.get<unknown>(SERVICING_PATHS.cancelQuote(encodeURIComponent(id)), {
      query: { effectiveDate, reason, method },
      signal,
    }),
  );
}

export const cancellationQuoteQueryOptions = (query: CancellationQuoteQuery) =>
  queryOptions({
    queryKey: [
      ...policyServicingKey(query.id),
      'cancel-quote',
      query.effectiveDate,
      query.reason,
      query.method ?? null,
    ] as const,
    queryFn: ({ signal }) => getCancellationQuote(query, { signal }),
  });

/** The quote of the cancellation under review; idle while none is. */
export const useCancellationQuote = (query: CancellationQuoteQuery | null) =>
  useQuery({
    ...cancellationQuoteQueryOptions(
      query ?? { id: '', effectiveDate: '', reason: 'INSURED_REQUEST' },
    ),
    enabled: query !== null,
  });
