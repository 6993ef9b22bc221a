import type { TagChangeResult, TagDeleteInput } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { tagsKey } from './get-tags.ts';

/** POST /api/account/v1/tags/delete: several tags at once. */
export const deleteTags = (input: TagDeleteInput) =>
  apiClient.post<TagChangeResult>('/api/account/v1/tags/delete', input);

export function useDeleteTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTags,
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey }),
  });
}
