import { COMMISSION_PATHS, CommissionTokenSchema } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { commissionTokenKey } from './keys.ts';

export type CommissionToken = z.infer<typeof CommissionTokenSchema>;

/**
 * GET /api/billing/v1/commissions/token?agencyId= (provider staff): the processor's token of the
 * agency's payout account, with its title and last four digits; 404 when it has none.
 */
export async function getCommissionToken(
  agencyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CommissionToken> {
  return CommissionTokenSchema.parse(
    await apiClient.get<unknown>(COMMISSION_PATHS.token, { query: { agencyId }, signal }),
  );
}

/** Read afresh each time the payment dialog opens, and not retried: a failure is shown at once. */
export const getCommissionTokenQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: commissionTokenKey(agencyId),
    queryFn: ({ signal }) => getCommissionToken(agencyId, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCommissionToken = (agencyId: string) =>
  useQuery(getCommissionTokenQueryOptions(agencyId));
