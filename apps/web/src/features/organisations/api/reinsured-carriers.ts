import { ReinsuranceTreatyListSchema, type ReinsuranceTreaty } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type { ReinsuranceTreaty };

/** GET /api/account/v1/reinsurer/{id}/carriers: the carriers a reinsurer reinsures. */
export async function getReinsuredCarriers(
  reinsurerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReinsuranceTreaty[]> {
  const data = await apiClient.get<unknown>(
    `/api/account/v1/reinsurer/${encodeURIComponent(reinsurerId)}/carriers`,
    { signal },
  );
  return ReinsuranceTreatyListSchema.parse(data).content;
}

export const reinsuredCarriersQueryKey = ['organisations', 'reinsured-carriers'] as const;

export const reinsuredCarriersQueryOptions = (reinsurerId: string) =>
  queryOptions({
    queryKey: [...reinsuredCarriersQueryKey, reinsurerId] as const,
    queryFn: ({ signal }) => getReinsuredCarriers(reinsurerId, { signal }),
  });

export const useReinsuredCarriers = (reinsurerId: string) =>
  useQuery(reinsuredCarriersQueryOptions(reinsurerId));
