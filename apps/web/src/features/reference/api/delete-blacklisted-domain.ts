import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { blacklistedDomainsQueryKey } from './get-blacklisted-domains.ts';

/** DELETE /api/auth/v1/blacklist/domains/{id}. */
export const deleteBlacklistedDomain = (id: string) =>
  apiClient.delete<void>(`/api/auth/v1/blacklist/domains/${encodeURIComponent(id)}`);

export function useDeleteBlacklistedDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlacklistedDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blacklistedDomainsQueryKey }),
  });
}
