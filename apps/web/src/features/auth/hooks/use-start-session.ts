import type { TokenPair } from '@cyber/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isSafeRedirect, storeTokens, takeRedirect } from '../../../lib/auth/session.ts';
import { meQueryKey, permissionsMapQueryKey } from '../api/keys.ts';

/**
 * What every sign-in does with its new token pair (the password form, single sign-on): keep it,
 * drop what was cached for an earlier session, and continue where the visitor was going — or
 * through /loading to the persona's dashboard.
 */
export function useStartSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return async (tokens: TokenPair, { remember }: { remember: boolean }) => {
    storeTokens(tokens, { remember });
    // Whatever was cached belonged to the previous session.
    queryClient.removeQueries({ queryKey: meQueryKey });
    queryClient.removeQueries({ queryKey: permissionsMapQueryKey });
    const from = (location.state as { from?: unknown } | null)?.from;
    const target =
      takeRedirect() ??
      (typeof from === 'string' && isSafeRedirect(from) ? from : null) ??
      paths.loading.href();
    await navigate(target, { replace: true });
  };
}
