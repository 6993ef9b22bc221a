import { BlacklistedDomainSchema, type BlacklistedDomain } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { blacklistedDomainsQueryKey } from './get-blacklisted-domains.ts';

/** POST /api/auth/v1/blacklist/domains. */
export async function blacklistDomain(name: string): Promise<BlacklistedDomain> {
  const data = await apiClient.post<unknown>('/api/auth/v1/blacklist/domains', { name });
  return BlacklistedDomainSchema.parse(data);
}

export function useBlacklistDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blacklistDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blacklistedDomainsQueryKey }),
  });
}
