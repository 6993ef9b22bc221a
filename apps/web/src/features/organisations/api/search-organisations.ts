import { OrganisationPageSchema, type OrganisationPage, type PartnerSegment } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** GET /api/account/v1/{type}/search: partner organisations of one type (provider staff). */
export async function searchOrganisations(
  segment: PartnerSegment,
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrganisationPage> {
  const data = await apiClient.get<unknown>(`/api/account/v1/${segment}/search`, {
    query,
    signal,
  });
  return OrganisationPageSchema.parse(data);
}

export const organisationsQueryKey = ['organisations'] as const;

export const searchOrganisationsQueryOptions = (segment: PartnerSegment, query: TableQuery) =>
  queryOptions({
    queryKey: [...organisationsQueryKey, segment, query] as const,
    queryFn: ({ signal }) => searchOrganisations(segment, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOrganisations = (segment: PartnerSegment, query: TableQuery) =>
  useQuery(searchOrganisationsQueryOptions(segment, query));
