import { UNDERWRITING_PATHS, UnderwriterListSchema, type UnderwriterList } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { underwritingKey } from './keys.ts';

/** GET /api/quote/v1/underwriters: who a quote can be assigned to. */
export async function getUnderwriters({
  signal,
}: { signal?: AbortSignal } = {}): Promise<UnderwriterList> {
  return UnderwriterListSchema.parse(
    await apiClient.get<unknown>(UNDERWRITING_PATHS.underwriters, { signal }),
  );
}

export const underwritersQueryOptions = () =>
  queryOptions({
    queryKey: [...underwritingKey, 'underwriters'] as const,
    queryFn: ({ signal }) => getUnderwriters({ signal }),
    staleTime: 5 * 60_000,
  });

export const useUnderwriters = (enabled = true) =>
  useQuery({ ...underwritersQueryOptions(), enabled });
