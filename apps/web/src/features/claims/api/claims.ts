import {
  ClaimDefaultsSchema,
  ClaimDiaryListSchema,
  ClaimFileListSchema,
  ClaimPageSchema,
  ClaimReporterPageSchema,
  ClaimSaveResultSchema,
  ClaimVendorListSchema,
  ClaimViewSchema,
  CLAIM_REPORTER_PAGE_SIZE,
  type ClaimInput,
  type ClaimSaveResult,
  type ClaimStatus,
} from '@cyber/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiBlob, apiClient } from '../../../lib/api-client.ts';

/** Every claims query lives under this key: a change refetches lists, the claim and its diary. */
export const claimsKey = ['claims'] as const;

export type ClaimsQuery = TableQuery & {
  accountId?: string | undefined;
  status?: ClaimStatus | undefined;
};

/** GET /api/claims/v1/search. */
export const claimsQueryOptions = (query: ClaimsQuery) =>
  queryOptions({
    queryKey: [...claimsKey, 'search', query] as const,
    queryFn: async ({ signal }) =>
      ClaimPageSchema.parse(
        await apiClient.get<unknown>('/api/claims/v1/search', { query, signal }),
      ),
    placeholderData: keepPreviousData,
  });
export const useClaims = (query: ClaimsQuery) => useQuery(claimsQueryOptions(query));

/** GET /api/claims/v1/{id}. */
export const claimQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...claimsKey, 'claim', id] as const,
    queryFn: async ({ signal }) =>
      ClaimViewSchema.parse(
        await apiClient.get<unknown>(`/api/claims/v1/${encodeURIComponent(id)}`, { signal }),
      ),
  });
export const useClaim = (id: string | undefined) =>
  useQuery({ ...claimQueryOptions(id ?? ''), enabled: !!id });

/** GET /api/claims/v1/defaults?accountId: the account's name, region and address. */
export const useClaimDefaults = (accountId: string) =>
  useQuery({
    queryKey: [...claimsKey, 'defaults', accountId] as const,
    queryFn: async ({ signal }) =>
      ClaimDefaultsSchema.parse(
        await apiClient.get<unknown>('/api/claims/v1/defaults', { query: { accountId }, signal }),
      ),
  });

/** GET /api/claims/v1/reporters?accountId (100 a page): the account's users. */
export const useClaimReporters = (accountId: string) =>
  useQuery({
    queryKey: [...claimsKey, 'reporters', accountId] as const,
    queryFn: async ({ signal }) =>
      ClaimReporterPageSchema.parse(
        await apiClient.get<unknown>('/api/claims/v1/reporters', {
          query: { accountId, size: CLAIM_REPORTER_PAGE_SIZE },
          signal,
        }),
      ),
    staleTime: 60_000,
  });

export type SaveClaimVariables = { id?: string | undefined; accountId: string; input: ClaimInput };

/** POST /api/policy/v1/claim for a new claim, PUT /api/claims/v1/{id} for a saved one. */
export async function saveClaim({ id, accountId, input }: SaveClaimVariables) {
  const data = id
    ? await apiClient.put<unknown>(`/api/claims/v1/${encodeURIComponent(id)}`, input)
    : await apiClient.post<unknown>('/api/policy/v1/claim', { ...input, accountId });
  return ClaimSaveResultSchema.parse(data);
}

const useClaimsMutation = <V, R>(fn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
  });
};

export const useSaveClaim = () => useClaimsMutation<SaveClaimVariables, ClaimSaveResult>(saveClaim);

/** DELETE /api/claims/v1/{id}. */
export const useDeleteClaim = () =>
  useClaimsMutation((id: string) =>
    apiClient.delete<{ message: string }>(`/api/claims/v1/${encodeURIComponent(id)}`),
  );

/** GET and POST /api/claims/v1/{id}/diary. */
export const useClaimDiary = (id: string) =>
  useQuery({
    queryKey: [...claimsKey, 'diary', id] as const,
    queryFn: async ({ signal }) =>
      ClaimDiaryListSchema.parse(
        await apiClient.get<unknown>(`/api/claims/v1/${encodeURIComponent(id)}/diary`, { signal }),
      ),
  });
export const useAddDiaryEntry = (id: string) =>
  useClaimsMutation((body: string) =>
    apiClient.post<{ message: string }>(`/api/claims/v1/${encodeURIComponent(id)}/diary`, {
      body,
    }),
  );

/** GET /api/claims/v1/{id}/files and the multipart POST. */
export const useClaimFiles = (id: string) =>
  useQuery({
    queryKey: [...claimsKey, 'files', id] as const,
    queryFn: async ({ signal }) =>
      ClaimFileListSchema.parse(
        await apiClient.get<unknown>(`/api/claims/v1/${encodeURIComponent(id)}/files`, { signal }),
      ),
  });
export const useUploadClaimFile = (id: string) =>
  useClaimsMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiClient.post<{ message: string }>(
      `/api/claims/v1/${encodeURIComponent(id)}/files`,
      form,
    );
  });

/** GET /api/claims/v1/files/{claimsFileId}, saved under the file's name. */
export async function downloadClaimFile(fileId: string, fileName: string) {
  const blob = await apiBlob(`/api/claims/v1/files/${encodeURIComponent(fileId)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Vendors (provider staff): the list and PUT /api/claims/v1/{id}/vendor. */
export const useClaimVendors = (enabled: boolean) =>
  useQuery({
    queryKey: [...claimsKey, 'vendors'] as const,
    queryFn: async ({ signal }) =>
      ClaimVendorListSchema.parse(
        await apiClient.get<unknown>('/api/claims/v1/vendors', { signal }),
      ),
    enabled,
    staleTime: 60_000,
  });
export const useAssignVendor = (id: string) =>
  useClaimsMutation(async (vendorId: string) =>
    ClaimSaveResultSchema.parse(
      await apiClient.put<unknown>(`/api/claims/v1/${encodeURIComponent(id)}/vendor`, { vendorId }),
    ),
  );
