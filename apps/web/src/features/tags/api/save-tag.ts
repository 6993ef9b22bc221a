import type { TagCreateInput, TagSaved } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { tagsKey } from './get-tags.ts';

/** POST /api/account/v1/tags, or PUT /api/account/v1/tags/{id} to rename. */
export const saveTag = ({ id, ...input }: TagCreateInput & { id?: string | undefined }) =>
  id
    ? apiClient.put<TagSaved>(`/api/account/v1/tags/${encodeURIComponent(id)}`, {
        name: input.name,
        color: input.color,
      })
    : apiClient.post<TagSaved>('/api/account/v1/tags', input);

export function useSaveTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey }),
  });
}
