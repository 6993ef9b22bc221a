import {
  AgencyLevelSchema,
  AgencyMutationSchema,
  AgencyProgramSchema,
  type AgencyKind,
} from '@cyber/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { agencyLevelsQueryKey, agencyProgramsQueryKey, agencyQueryKey } from './keys.ts';

const agencyPath = (agencyId: string) => `/api/account/v1/agency/${encodeURIComponent(agencyId)}`;

/** GET /api/account/v1/agency/levels. */
export const getAgencyLevels = async () =>
  z.array(AgencyLevelSchema).parse(await apiClient.get<unknown>('/api/account/v1/agency/levels'));

export const useAgencyLevels = () =>
  useQuery({ queryKey: agencyLevelsQueryKey, queryFn: getAgencyLevels });

/** PUT /api/account/v1/agency/{id}/level. */
export function useSetAgencyLevel(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (levelId: string | null) =>
      AgencyMutationSchema.parse(
        await apiClient.put<unknown>(`${agencyPath(agencyId)}/level`, { levelId }),
      ),
    onSuccess: ({ agency }) => queryClient.setQueryData(agencyQueryKey(agencyId), agency),
  });
}

/** PUT /api/account/v1/agency/{id}/hierarchy. */
export function useSetAgencyHierarchy(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { agencyKind: AgencyKind; parentId: string | null }) =>
      AgencyMutationSchema.parse(
        await apiClient.put<unknown>(`${agencyPath(agencyId)}/hierarchy`, body),
      ),
    onSuccess: ({ agency }) => queryClient.setQueryData(agencyQueryKey(agencyId), agency),
  });
}

/** GET /api/account/v1/agency/{id}/programs. */
export const useAgencyPrograms = (agencyId: string) =>
  useQuery({
    queryKey: agencyProgramsQueryKey(agencyId),
    queryFn: async ({ signal }) =>
      z
        .array(AgencyProgramSchema)
        .parse(await apiClient.get<unknown>(`${agencyPath(agencyId)}/programs`, { signal })),
  });

/** POST /api/account/v1/agency/{id}/programs. */
export function useAddAgencyProgram(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string }) =>
      apiClient.post<{ message: string }>(`${agencyPath(agencyId)}/programs`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyProgramsQueryKey(agencyId) }),
  });
}

/** DELETE /api/account/v1/agency/{id}/programs/{programId}. */
export function useRemoveAgencyProgram(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (programId: string) =>
      apiClient.delete<{ message: string }>(
        `${agencyPath(agencyId)}/programs/${encodeURIComponent(programId)}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyProgramsQueryKey(agencyId) }),
  });
}
