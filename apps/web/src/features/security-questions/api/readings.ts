import { SecurityReadingsSchema } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountPath, securityReadingsKey } from './keys.ts';

/**
 * GET …/security-readings (decision 035): what the account's connected tools and risk scan
 * observed of MFA, EDR, backups, training and incident response.
 */
export async function getSecurityReadings(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return SecurityReadingsSchema.parse(
    await apiClient.get<unknown>(accountPath(accountId, 'security-readings'), { signal }),
  ).readings;
}

export const useSecurityReadings = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: securityReadingsKey(accountId),
      queryFn: ({ signal }) => getSecurityReadings(accountId, { signal }),
    }),
  );
