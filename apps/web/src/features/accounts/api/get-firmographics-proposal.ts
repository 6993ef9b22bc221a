import { FirmographicsProposalSchema, type FirmographicsProposal } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKey } from './keys.ts';

/** GET /api/account/v1/accounts/{id}/firmographics/proposal: what a refresh would change. */
export async function getFirmographicsProposal(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FirmographicsProposal> {
  return FirmographicsProposalSchema.parse(
    await apiClient.get<unknown>(
      `/api/account/v1/accounts/${encodeURIComponent(accountId)}/firmographics/proposal`,
      { signal },
    ),
  );
}

export const getFirmographicsProposalQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: [...accountQueryKey(accountId), 'firmographics-proposal'] as const,
    queryFn: ({ signal }) => getFirmographicsProposal(accountId, { signal }),
    // Ask the provider afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export const useFirmographicsProposal = (accountId: string) =>
  useQuery(getFirmographicsProposalQueryOptions(accountId));
