import { RiskScanPageSchema, type RiskScanPage } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountRiskQueryKey } from './keys.ts';

/** GET /api/account/v1/accounts/{id}/scans: the scan history, newest first. */
export async function getRiskScans(
  accountId: string,
  query: { page: number; size: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<RiskScanPage> {
  return RiskScanPageSchema.parse(
    await apiClient.get<unknown>(
      `/api/account/v1/accounts/${encodeURIComponent(accountId)}/scans`,
      { query, signal },
    ),
  );
}

export const getRiskScansQueryOptions = (
  accountId: string,
  query: { page: number; size: number },
) =>
  queryOptions({
    queryKey: [...accountRiskQueryKey(accountId), 'scans', query] as const,
    queryFn: ({ signal }) => getRiskScans(accountId, query, { signal }),
  });

export const useRiskScans = (
  accountId: string,
  query: { page: number; size: number },
  options: { enabled?: boolean } = {},
) => useQuery({ ...getRiskScansQueryOptions(accountId, query), enabled: options.enabled ?? true });
