import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reinsuredCarriersQueryKey } from './reinsured-carriers.ts';

/** DELETE /api/account/v1/reinsurer/{id}/carriers/{carrierId}: end a reinsurance treaty. */
export const removeReinsuredCarrier = (reinsurerId: string, carrierId: string) =>
  apiClient.delete<{ ok: true }>(
    `/api/account/v1/reinsurer/${encodeURIComponent(reinsurerId)}/carriers/${encodeURIComponent(carrierId)}`,
  );

export function useRemoveReinsuredCarrier(reinsurerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carrierId: string) => removeReinsuredCarrier(reinsurerId, carrierId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reinsuredCarriersQueryKey }),
  });
}
