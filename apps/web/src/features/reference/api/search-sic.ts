import { SicCodePageSchema, type SicCodePage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/account/v1/sic/search: UK SIC 2007 divisions (level 2) for forms. */
export async function searchSicOptions(
  search: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SicCodePage> {
  const data = await apiClient.get<unknown>('/api/account/v1/sic/search', {
    query: { search, page: 0, size: 25, level: 2 },
    signal,
  });
  return SicCodePageSchema.parse(data);
}

export const sicQueryKey = ['reference', 'sic'] as const;

export const searchSicOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...sicQueryKey, search] as const,
    queryFn: ({ signal }) => searchSicOptions(search, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useSicOptions = (search: string, enabled = true) =>
  useQuery({ ...searchSicOptionsQueryOptions(search), enabled });
