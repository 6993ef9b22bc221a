import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { statesQueryKey } from './search-states.ts';

/** DELETE /api/account/v1/states/{id}. */
export const deleteState = (id: string) =>
  apiClient.delete<void>(`/api/account/v1/states/${encodeURIComponent(id)}`);

export function useDeleteState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statesQueryKey }),
  });
}
