import {
  AgencyLicensePageSchema,
  type AgencyLicenseInput,
  type AgencyLicensePage,
} from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { agencyLicensesKey } from './keys.ts';
import { licensePageQueryOptions } from './license-page-query.ts';

/** GET /api/agency/v1/license/search/ (page, size, search, sort, state). */
export async function searchAgencyLicenses(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AgencyLicensePage> {
  const data = await apiClient.get<unknown>('/api/agency/v1/license/search/', { query, signal });
  return AgencyLicensePageSchema.parse(data);
}

export const agencyLicensesQueryOptions = (query: TableQuery) =>
  licensePageQueryOptions(agencyLicensesKey, query, (signal) =>
    searchAgencyLicenses(query, { signal }),
  );

export const useAgencyLicenses = (query: TableQuery) => useQuery(agencyLicensesQueryOptions(query));

/** POST /api/agency/v1/license, or PUT with the id. */
export const saveAgencyLicense = (input: AgencyLicenseInput & { id?: string | undefined }) =>
  input.id
    ? apiClient.put<{ message: string }>('/api/agency/v1/license', input)
    : apiClient.post<{ message: string }>('/api/agency/v1/license', input);

/** DELETE /api/agency/v1/license/{licenseId}. */
export const deleteAgencyLicense = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/agency/v1/license/${encodeURIComponent(id)}`);

export const useSaveAgencyLicense = () =>
  useInvalidatingMutation(saveAgencyLicense, agencyLicensesKey);

export const useDeleteAgencyLicense = () =>
  useInvalidatingMutation(deleteAgencyLicense, agencyLicensesKey);
