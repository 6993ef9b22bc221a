import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { naicsQueryKey } from './search-naics.ts';

/** DELETE /api/account/v1/naics/{id}. */
export const deleteNaicsCode = (id: string) =>
  apiClient.delete<void>(`/api/account/v1/naics/${encodeURIComponent(id)}`);

export function useDeleteNaicsCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNaicsCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: naicsQueryKey }),
  });
}
