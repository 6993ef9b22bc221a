import type { PartnerSegment } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organisationsQueryKey } from './search-organisations.ts';

/** DELETE /api/auth/v1/{type}/{id}: 409 while the organisation still has users. */
export const deleteOrganisation = (segment: PartnerSegment, id: string) =>
  apiClient.delete<{ ok: true }>(`/api/auth/v1/${segment}/${encodeURIComponent(id)}`);

export function useDeleteOrganisation(segment: PartnerSegment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOrganisation(segment, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
  });
}
