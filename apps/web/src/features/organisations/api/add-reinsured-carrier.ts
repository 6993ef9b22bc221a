import type { AddReinsuredCarrier } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reinsuredCarriersQueryKey } from './reinsured-carriers.ts';

/** POST /api/account/v1/reinsurer/{id}/carriers: the reinsurer reinsures a carrier, at a share. */
export const addReinsuredCarrier = (reinsurerId: string, body: AddReinsuredCarrier) =>
  apiClient.post<{ ok: true }>(
    `/api/account/v1/reinsurer/${encodeURIComponent(reinsurerId)}/carriers`,
    body,
  );

export function useAddReinsuredCarrier(reinsurerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReinsuredCarrier) => addReinsuredCarrier(reinsurerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reinsuredCarriersQueryKey }),
  });
}
