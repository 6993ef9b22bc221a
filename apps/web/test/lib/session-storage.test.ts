import { beforeEach, describe, expect, it } from 'vitest';
import { getRefreshToken, STORAGE_KEYS, storeTokens } from '../../src/lib/auth/session.ts';

const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}` });

describe('where the session is kept', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('a remembered device keeps its refresh token in local storage across rotations', () => {
    storeTokens(pair(1), { remember: true });
    storeTokens(pair(2));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(getRefreshToken()).toEqual({ token: 'refresh-2', remembered: true });
  });

  it('signing in without remembering forgets an earlier remembered token', () => {
    storeTokens(pair(1), { remember: true });
    storeTokens(pair(2), { remember: false });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('a tab-only session (jump) and its rotations leave the remembered sign-in alone', () => {
    storeTokens(pair(1), { remember: true });
    storeTokens(pair(2), { tabOnly: true });
    storeTokens(pair(3));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(getRefreshToken()).toEqual({ token: 'refresh-3', remembered: false });
  });
});
