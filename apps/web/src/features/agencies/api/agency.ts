import {
  AgencyMutationSchema,
  AgencySchema,
  type AgencyCreateInput,
  type AgencyUpdateInput,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { agenciesQueryKey, agencyQueryKey } from './keys.ts';

const path = (agencyId: string) => `/api/account/v1/agency/${encodeURIComponent(agencyId)}`;

/** GET /api/account/v1/agency/{id}. */
export async function getAgency(agencyId: string, { signal }: { signal?: AbortSignal } = {}) {
  return AgencySchema.parse(await apiClient.get<unknown>(path(agencyId), { signal }));
}

export const getAgencyQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: agencyQueryKey(agencyId),
    queryFn: ({ signal }) => getAgency(agencyId, { signal }),
  });

export const useAgency = (agencyId: string) => useQuery(getAgencyQueryOptions(agencyId));

/** POST /api/account/v1/agency. */
export async function createAgency(body: AgencyCreateInput) {
  return AgencyMutationSchema.parse(await apiClient.post<unknown>('/api/account/v1/agency', body));
}

export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agenciesQueryKey }),
  });
}

/** PUT /api/account/v1/agency/{id}. */
export async function updateAgency({
  agencyId,
  ...body
}: AgencyUpdateInput & { agencyId: string }) {
  return AgencyMutationSchema.parse(await apiClient.put<unknown>(path(agencyId), body));
}

export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgency,
    onSuccess: ({ agency }) => {
      queryClient.setQueryData(agencyQueryKey(agency.id), agency);
      return queryClient.invalidateQueries({ queryKey: agenciesQueryKey });
    },
  });
}

/** DELETE /api/account/v1/agency/{id}. */
export async function deleteAgency(agencyId: string) {
  return z.object({ message: z.string() }).parse(await apiClient.delete<unknown>(path(agencyId)));
}

export function useDeleteAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agenciesQueryKey }),
  });
}
