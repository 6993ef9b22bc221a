import { AccountAgenciesResponseSchema } from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/account/v1/accounts/{id}/agencies: the agencies an internal upload on this account
 * may be shared with (spec 2 §6).
 */
export const useUploadAgencies = (accountId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['documents', 'account-agencies', accountId] as const,
    enabled: enabled && !!accountId,
    queryFn: async ({ signal }) =>
      AccountAgenciesResponseSchema.parse(
        await apiClient.get<unknown>(
          `/api/account/v1/accounts/${encodeURIComponent(accountId!)}/agencies`,
          { signal },
        ),
      ).data.agencies.map((a) => ({ id: a.agencyId, name: a.agencyName })),
  });
