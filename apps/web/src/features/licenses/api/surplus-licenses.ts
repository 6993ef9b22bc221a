import {
  OrganisationOptionPageSchema,
  SurplusLicensePageSchema,
  type SurplusLicenseInput,
  type SurplusLicensePage,
} from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { licensesQueryKey, surplusLicensesKey } from './keys.ts';
import { licensePageQueryOptions } from './license-page-query.ts';

/**
 * GET /api/account/v1/agency/surplus/search (the agency's own) or, for provider staff,
 * GET /api/account/v1/agency/cowbell/surplus/search (every agency's).
 */
export async function searchSurplusLicenses(
  provider: boolean,
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SurplusLicensePage> {
  const path = provider
    ? '/api/account/v1/agency/cowbell/surplus/search'
    : '/api/account/v1/agency/surplus/search';
  return SurplusLicensePageSchema.parse(await apiClient.get<unknown>(path, { query, signal }));
}

export const surplusLicensesQueryOptions = (provider: boolean, query: TableQuery) =>
  licensePageQueryOptions([...surplusLicensesKey, provider], query, (signal) =>
    searchSurplusLicenses(provider, query, { signal }),
  );

export const useSurplusLicenses = (provider: boolean, query: TableQuery) =>
  useQuery(surplusLicensesQueryOptions(provider, query));

/** POST /api/account/v1/agency/surplus, or PUT /api/account/v1/agency/surplus/{id}. */
export const saveSurplusLicense = ({
  id,
  ...input
}: SurplusLicenseInput & { id?: string | undefined }) =>
  id
    ? apiClient.put<{ message: string }>(
        `/api/account/v1/agency/surplus/${encodeURIComponent(id)}`,
        input,
      )
    : apiClient.post<{ message: string }>('/api/account/v1/agency/surplus', input);

/** DELETE /api/account/v1/agency/surplus/{id}. */
export const deleteSurplusLicense = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/account/v1/agency/surplus/${encodeURIComponent(id)}`);

export const useSaveSurplusLicense = () =>
  useInvalidatingMutation(saveSurplusLicense, surplusLicensesKey);

export const useDeleteSurplusLicense = () =>
  useInvalidatingMutation(deleteSurplusLicense, surplusLicensesKey);

/** Agencies for the provider's agency picker (GET /api/auth/v1/users/organisations). */
export const useAgencyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...licensesQueryKey, 'agency-options'] as const,
    queryFn: async ({ signal }) =>
      OrganisationOptionPageSchema.parse(
        await apiClient.get<unknown>('/api/auth/v1/users/organisations', {
          query: { accountType: 'AGENCY', size: 100, sort: 'name,asc' },
          signal,
        }),
      ).content,
    enabled,
    staleTime: 60_000,
  });
