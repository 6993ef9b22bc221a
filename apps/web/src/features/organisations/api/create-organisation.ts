import {
  OrganisationSchema,
  type Organisation,
  type OrganisationWriteInput,
  type PartnerSegment,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organisationsQueryKey } from './search-organisations.ts';

/** POST /api/auth/v1/{type}: create a partner organisation. */
export async function createOrganisation(
  segment: PartnerSegment,
  body: OrganisationWriteInput,
): Promise<Organisation> {
  return OrganisationSchema.parse(await apiClient.post(`/api/auth/v1/${segment}`, body));
}

export function useCreateOrganisation(segment: PartnerSegment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationWriteInput) => createOrganisation(segment, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
  });
}
