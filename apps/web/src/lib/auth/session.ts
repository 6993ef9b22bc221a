import { readTokenClaims, type TokenClaims, type TokenPair } from '@cyber/domain';
import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';

/**
 * Where the session lives in the browser (spec 1 §4, §7): the access token in session storage;
 * the refresh token in session storage, or in local storage when the device is remembered.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  redirect: 'auth:redirect',
} as const;

export type SessionClaims = TokenClaims & { sid?: string; iat?: number };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getAccessToken = (): string | null => sessionStorage.getItem(STORAGE_KEYS.accessToken);

export function getRefreshToken(): { token: string; remembered: boolean } | null {
  const inSession = sessionStorage.getItem(STORAGE_KEYS.refreshToken);
  if (inSession) return { token: inSession, remembered: false };
  const remembered = localStorage.getItem(STORAGE_KEYS.refreshToken);
  return remembered ? { token: remembered, remembered: true } : null;
}

/** A refresh token kept from an earlier visit because the device was remembered. */
export const getRememberedRefreshToken = (): string | null =>
  localStorage.getItem(STORAGE_KEYS.refreshToken);

/**
 * Keep a freshly issued pair. `remember` decides where the refresh token goes; when omitted the
 * token stays where the previous one was (a rotation keeps the device's choice).
 *
 * `remember: false` at sign-in also forgets a token the device remembered earlier. A tab-only
 * session (a jump or switch opened in a new tab) passes `tabOnly` instead: it lives in this
 * tab's session storage and leaves the device's remembered sign-in alone, now and at every
 * rotation (a rotation of a session-storage token never touches local storage).
 */
export function storeTokens(
  tokens: TokenPair,
  options: { remember?: boolean; tabOnly?: boolean } = {},
): void {
  const remember = options.tabOnly
    ? false
    : (options.remember ?? getRefreshToken()?.remembered ?? false);
  sessionStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  if (remember) {
    sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  } else {
    if (options.remember === false && !options.tabOnly) {
      localStorage.removeItem(STORAGE_KEYS.refreshToken);
    }
    sessionStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  }
  notify();
}

export function clearTokens(): void {
  sessionStorage.removeItem(STORAGE_KEYS.accessToken);
  sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  notify();
}

let cachedToken: string | null = null;
let cachedClaims: SessionClaims | null = null;

/** The access token's claims, decoded but never verified (the server verifies). */
export function decodeClaims(token: string | null): SessionClaims | null {
  if (!token) return null;
  if (token === cachedToken) return cachedClaims;
  let claims: SessionClaims | null = null;
  try {
    const raw = decodeJwt(token);
    const read = readTokenClaims(raw);
    if (read) {
      claims = {
        ...read,
        ...(typeof raw.sid === 'string' ? { sid: raw.sid } : {}),
        ...(typeof raw.iat === 'number' ? { iat: raw.iat } : {}),
      };
    }
  } catch {
    claims = null;
  }
  cachedToken = token;
  cachedClaims = claims;
  return claims;
}

export const getClaims = (): SessionClaims | null => decodeClaims(getAccessToken());

/** Re-renders when the session changes (sign-in, rotation, sign-out). */
export function useSessionClaims(): SessionClaims | null {
  const token = useSyncExternalStore(subscribeSession, getAccessToken, () => null);
  return decodeClaims(token);
}

/** Where a protected route bounced from, so sign-in can return there. */
export const saveRedirect = (path: string): void =>
  sessionStorage.setItem(STORAGE_KEYS.redirect, path);

export const peekRedirect = (): string | null => sessionStorage.getItem(STORAGE_KEYS.redirect);

export function takeRedirect(): string | null {
  const path = peekRedirect();
  sessionStorage.removeItem(STORAGE_KEYS.redirect);
  return path && isSafeRedirect(path) ? path : null;
}

/** Only same-origin app paths; never back to the sign-in or sign-out screens. */
export function isSafeRedirect(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return !/^\/(login|logout|loading)(\/|\?|$)/.test(path);
}
