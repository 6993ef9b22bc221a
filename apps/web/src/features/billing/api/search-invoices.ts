import { BILLING_PATHS, InvoicePageSchema } from '@cyber/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type InvoiceQuery = { page: number; size: number; search?: string; sort?: string };

/** The invoices' queries, under one key. */
export const invoicesKey = ['billing', 'invoices'] as const;

/** GET /api/billing/v1/search: the caller's invoices. */
export async function searchInvoices(
  query: InvoiceQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return InvoicePageSchema.parse(
    await apiClient.get<unknown>(BILLING_PATHS.search, { query, signal }),
  );
}

export const useInvoices = (query: InvoiceQuery) =>
  useQuery({
    queryKey: [...invoicesKey, query],
    queryFn: ({ signal }) => searchInvoices(query, { signal }),
    placeholderData: keepPreviousData,
  });
