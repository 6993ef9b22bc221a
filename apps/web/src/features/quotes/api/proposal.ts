import {
  CoverageMappingSchema,
  proposalFileName,
  type CoverageMapping,
  type ProductCode,
  type QuoteCopy,
  type QuoteView,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob, apiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { quotesKey } from './search-quotes.ts';

export type ProposalRequest = Pick<QuoteView, 'id' | 'companyName' | 'quoteNumber'> & {
  /** The client copy (no rating worksheet) or the broker copy; none: the caller's default. */
  copy?: QuoteCopy;
};

/**
 * GET /api/quote/v1/{id}/proposal[?copy=client|broker]: the proposal PDF, saved as
 * `{company}-{quoteNumber}-proposal.pdf` (the server's name, computed by the same rule). The
 * server decides who gets the rating worksheet: a policyholder always gets the client copy.
 */
export async function downloadProposal(quote: ProposalRequest) {
  const copy = quote.copy ? `?copy=${quote.copy}` : '';
  const blob = await apiBlob(`/api/quote/v1/${encodeURIComponent(quote.id)}/proposal${copy}`);
  const fileName = proposalFileName(quote.companyName, quote.quoteNumber);
  saveBlob(blob, fileName);
  return fileName;
}

export const useDownloadProposal = () => useMutation({ mutationFn: downloadProposal });

/** GET /api/quote/v1/coverage-mapping/{product}: coverage ids to names and groups. */
export async function getCoverageMapping(
  product: ProductCode,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CoverageMapping> {
  return CoverageMappingSchema.parse(
    await apiClient.get<unknown>(`/api/quote/v1/coverage-mapping/${encodeURIComponent(product)}`, {
      signal,
    }),
  );
}

export const coverageMappingQueryOptions = (product: ProductCode) =>
  queryOptions({
    queryKey: [...quotesKey, 'coverage-mapping', product] as const,
    queryFn: ({ signal }) => getCoverageMapping(product, { signal }),
    staleTime: 15 * 60_000,
  });

export const useCoverageMapping = (product: ProductCode | undefined) =>
  useQuery({
    ...coverageMappingQueryOptions(product ?? 'P100'),
    enabled: product !== undefined,
  });
