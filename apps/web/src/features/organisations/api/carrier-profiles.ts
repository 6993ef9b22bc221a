import {
  CarrierProfileListSchema,
  CarrierProfileMutationSchema,
  type CarrierProfileCreateInput,
  type CarrierProfileUpdateInput,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

const base = '/api/rater/v1/carrier/profiles';
const carrierProfilesKey = ['organisations', 'carrier-profiles'] as const;

/** GET /api/rater/v1/carrier/profiles?carrierId=&includeInactive=true: one carrier's profiles. */
export async function getCarrierProfiles(
  carrierId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return CarrierProfileListSchema.parse(
    await apiClient.get<unknown>(base, {
      query: { carrierId, includeInactive: true },
      signal,
    }),
  ).content;
}

export const getCarrierProfilesQueryOptions = (carrierId: string) =>
  queryOptions({
    queryKey: [...carrierProfilesKey, carrierId] as const,
    queryFn: ({ signal }) => getCarrierProfiles(carrierId, { signal }),
  });

export const useCarrierProfiles = (carrierId: string) =>
  useQuery(getCarrierProfilesQueryOptions(carrierId));

/** Profile changes refetch the carrier's profiles. */
function useProfileMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carrierProfilesKey }),
  });
}

/** POST /api/rater/v1/carrier/profiles. */
export const useCreateCarrierProfile = () =>
  useProfileMutation(async (body: CarrierProfileCreateInput) =>
    CarrierProfileMutationSchema.parse(await apiClient.post<unknown>(base, body)),
  );

/** PUT /api/rater/v1/carrier/profiles/{id}. */
export const useUpdateCarrierProfile = () =>
  useProfileMutation(async ({ id, ...body }: CarrierProfileUpdateInput & { id: string }) =>
    CarrierProfileMutationSchema.parse(
      await apiClient.put<unknown>(`${base}/${encodeURIComponent(id)}`, body),
    ),
  );

/** DELETE /api/rater/v1/carrier/profiles/{id}. */
export const useDeleteCarrierProfile = () =>
  useProfileMutation(async (id: string) =>
    z
      .object({ message: z.string() })
      .parse(await apiClient.delete<unknown>(`${base}/${encodeURIComponent(id)}`)),
  );
