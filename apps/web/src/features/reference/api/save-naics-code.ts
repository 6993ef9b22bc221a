import { NaicsCodeSchema, type NaicsCode, type NaicsCodeInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { naicsQueryKey } from './search-naics.ts';

/** POST /api/account/v1/naics (no id) or PUT /api/account/v1/naics/{id}. */
export async function saveNaicsCode({
  id,
  ...body
}: NaicsCodeInput & { id?: string | undefined }): Promise<NaicsCode> {
  const data = id
    ? await apiClient.put<unknown>(`/api/account/v1/naics/${encodeURIComponent(id)}`, body)
    : await apiClient.post<unknown>('/api/account/v1/naics', body);
  return NaicsCodeSchema.parse(data);
}

export function useSaveNaicsCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNaicsCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: naicsQueryKey }),
  });
}
