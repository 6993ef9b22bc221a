import {
  OrganisationSchema,
  type Organisation,
  type OrganisationWriteInput,
  type PartnerSegment,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organisationsQueryKey } from './search-organisations.ts';

/** PUT /api/auth/v1/{type}/{id}: change a partner organisation. */
export async function updateOrganisation(
  segment: PartnerSegment,
  id: string,
  body: OrganisationWriteInput,
): Promise<Organisation> {
  return OrganisationSchema.parse(
    await apiClient.put(`/api/auth/v1/${segment}/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateOrganisation(segment: PartnerSegment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OrganisationWriteInput & { id: string }) =>
      updateOrganisation(segment, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
  });
}
