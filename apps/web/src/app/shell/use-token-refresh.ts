import { useEffect } from 'react';
import type { SessionClaims } from '../../lib/auth/session.ts';
import { refreshSession } from '../../lib/api-client.ts';

/** Refresh when this share of the access token's life has passed. */
const REFRESH_AT = 0.8;
const FALLBACK_LIFETIME_S = 15 * 60;

/** Delay until the background refresh of a token, in milliseconds. */
export function refreshDelayMs(
  claims: Pick<SessionClaims, 'exp' | 'iat'>,
  now = Date.now(),
): number {
  const issuedAt = claims.iat ?? claims.exp - FALLBACK_LIFETIME_S;
  const lifetime = Math.max(claims.exp - issuedAt, 0);
  const due = (issuedAt + lifetime * REFRESH_AT) * 1000;
  return Math.max(due - now, 0);
}

/** Keep the session alive in the background: a timer at ~80% of each access token's life. */
export function useTokenRefresh(claims: SessionClaims | null): void {
  const exp = claims?.exp;
  const iat = claims?.iat;
  useEffect(() => {
    if (exp === undefined) return;
    const timer = window.setTimeout(() => void refreshSession(), refreshDelayMs({ exp, iat }));
    return () => window.clearTimeout(timer);
  }, [exp, iat]);
}
