import { REMEMBERED_SESSION_EXPIRED_DELAY_MS } from '@cyber/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { getRememberedRefreshToken } from '../../../lib/auth/session.ts';
import { isFlagOn, useFlags } from '../api/get-flags.ts';
import { refreshAccess } from '../api/refresh-access.ts';

export type RememberedSessionState = 'none' | 'restoring' | 'expired';

/**
 * A remembered device signs straight back in (spec 1 §4): when the remember-device flag is on
 * and a refresh token was kept, refresh silently and continue at /loading; if that fails, say
 * the session expired, one second later.
 */
export function useRememberedSession(): RememberedSessionState {
  const navigate = useNavigate();
  const flags = useFlags();
  const [hadToken] = useState(() => getRememberedRefreshToken() !== null);
  const [state, setState] = useState<RememberedSessionState>(hadToken ? 'restoring' : 'none');
  const started = useRef(false);

  const flagKnown = flags.isSuccess || flags.isError;
  const flagOn = flags.isSuccess && isFlagOn(flags.data, 'remember-device');

  useEffect(() => {
    if (!hadToken || !flagKnown || started.current) return;
    started.current = true;
    if (!flagOn) {
      setState('none');
      return;
    }
    void refreshAccess().then((ok) => {
      if (ok) {
        void navigate(paths.loading.href(), { replace: true });
      } else {
        setState('none');
        window.setTimeout(() => setState('expired'), REMEMBERED_SESSION_EXPIRED_DELAY_MS);
      }
    });
  }, [hadToken, flagKnown, flagOn, navigate]);

  return state;
}
