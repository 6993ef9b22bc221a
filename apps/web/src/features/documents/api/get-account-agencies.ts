import { useQuery } from '@tanstack/react-query';
import { getAccountAgencies } from '../../agencies/index.ts';

/**
 * GET /api/account/v1/accounts/{id}/agencies (the agencies feature's fetcher, under this feature's
 * own key): the agencies an internal upload on this account may be shared with (spec 2 §6).
 */
export const useUploadAgencies = (accountId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['documents', 'account-agencies', accountId] as const,
    enabled: enabled && !!accountId,
    queryFn: async ({ signal }) =>
      (await getAccountAgencies(accountId!, { signal })).agencies.map((a) => ({
        id: a.agencyId,
        name: a.agencyName,
      })),
  });
