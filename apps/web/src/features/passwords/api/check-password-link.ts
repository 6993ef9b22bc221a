import { PasswordLinkInfoSchema, type PasswordLinkInfo } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type PasswordLinkKind = 'reset' | 'confirm';

const CHECK_PATHS: Record<PasswordLinkKind, string> = {
  reset: '/api/auth/v1/checkPasswordReset',
  confirm: '/api/auth/v1/checkUserInvited',
};

/** GET checkPasswordReset/{id} or checkUserInvited/{id}: 404/400 expired, 401 go to login. */
export async function checkPasswordLink(
  kind: PasswordLinkKind,
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PasswordLinkInfo> {
  const data = await apiClient.get<unknown>(`${CHECK_PATHS[kind]}/${encodeURIComponent(token)}`, {
    signal,
  });
  return PasswordLinkInfoSchema.parse(data);
}

export const getCheckPasswordLinkQueryOptions = (kind: PasswordLinkKind, token: string) =>
  queryOptions({
    queryKey: ['passwords', 'link', kind, token] as const,
    queryFn: ({ signal }) => checkPasswordLink(kind, token, { signal }),
    retry: false,
    staleTime: Infinity,
  });

export const useCheckPasswordLink = (kind: PasswordLinkKind, token: string) =>
  useQuery(getCheckPasswordLinkQueryOptions(kind, token));
