import type { ApplyTagsInput, TagChangeResult } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { tagsKey } from './get-tags.ts';

/** POST /api/account/v1/tags/apply: add and remove tags on several accounts. */
export const applyTags = (input: ApplyTagsInput) =>
  apiClient.post<TagChangeResult>('/api/account/v1/tags/apply', input);

export function useApplyTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyTags,
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey }),
  });
}
