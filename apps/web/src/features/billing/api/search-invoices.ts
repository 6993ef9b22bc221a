import { BILLING_PATHS, BILLING_STAFF_PATHS, InvoicePageSchema, type Invoice } from '@cyber/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/save-blob.ts';

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

/** GET invoice/{id}/document: the invoice's PDF, saved as {invoiceNumber}.pdf. */
export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      downloadFile(BILLING_STAFF_PATHS.invoiceDocument(invoice.id), `${invoice.invoiceNumber}.pdf`),
  });
