import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clearTokens, getAccessToken, getRefreshToken } from '../../../lib/auth/session.ts';
import { changeLanguage, browserLanguage } from '../../../lib/i18n.ts';
import { clearStorageKeepingPreferences } from '../../../lib/storage.ts';
import { logout } from '../api/logout.ts';

let signingOut: Promise<void> | null = null;

/**
 * Revoke the session on the server (best effort), then forget everything in the browser except
 * the interface preferences. One sign-out at a time, however often the screen mounts.
 */
export function useSignOut(): { done: boolean } {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  useEffect(() => {
    let active = true;
    signingOut ??= (async () => {
      try {
        if (getAccessToken()) await logout(getRefreshToken()?.token);
      } catch {
        // The browser forgets the session whatever the server answered.
      }
      clearTokens();
      clearStorageKeepingPreferences();
      queryClient.clear();
      await changeLanguage(browserLanguage());
    })().finally(() => {
      signingOut = null;
    });
    void signingOut.then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);

  return { done };
}
