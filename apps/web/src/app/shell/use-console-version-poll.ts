import { CONSOLE_VERSION_POLL_MS } from '@cyber/domain';
import { useEffect } from 'react';
import { useFlags } from '../../features/auth/api/get-flags.ts';
import { checkConsoleVersion } from '../../lib/api-client.ts';

/**
 * Checks the console version on start and every 60 s, unless the `console-version-check` flag
 * is off. The client publishes `server-down` / `version-changed`; listeners decide what to show.
 */
export function useConsoleVersionPoll(): void {
  const flags = useFlags();
  const settled = flags.isSuccess || flags.isError;
  const enabled = settled && !(flags.isSuccess && flags.data['console-version-check'] === false);

  useEffect(() => {
    if (!enabled) return;
    void checkConsoleVersion();
    const timer = window.setInterval(() => void checkConsoleVersion(), CONSOLE_VERSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);
}
