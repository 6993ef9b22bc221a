import { MESSAGES } from '@cyber/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  checkConsoleVersion,
  isUnauthenticatedPath,
} from '../../src/lib/api-client.ts';
import { subscribe } from '../../src/lib/events.ts';
import { makeAccessToken, mockApi, signIn } from '../support/helpers.tsx';

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('headers', () => {
  it('sends the bearer token and the timezone on authenticated paths', async () => {
    const token = signIn();
    const api = mockApi({ 'GET /api/auth/v1/me': () => ({ body: { ok: true } }) });
    await apiClient.get('/api/auth/v1/me');
    const [call] = api.callsTo('GET', '/api/auth/v1/me');
    expect(call?.headers.authorization).toBe(`Bearer ${token}`);
    expect(call?.headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('never sends the token on unauthenticated paths', async () => {
    signIn();
    const api = mockApi({ 'POST /api/auth/v1/login': () => ({ body: {} }) });
    await apiClient.post('/api/auth/v1/login', { username: 'a@b.co', password: 'x' });
    await apiClient.get('/api/auth/v1/env');
    expect(api.callsTo('POST', '/api/auth/v1/login')[0]?.headers.authorization).toBeUndefined();
    expect(api.callsTo('GET', '/api/auth/v1/env')[0]?.headers.authorization).toBeUndefined();
  });

  it('knows which paths are unauthenticated', () => {
    for (const path of [
      '/api/auth/v1/login',
      '/api/auth/v1/access',
      '/api/auth/v1/env',
      '/api/console-version',
      '/api/auth/v1/wf/access/123',
    ]) {
      expect(isUnauthenticatedPath(path), path).toBe(true);
    }
    // Flags are public, but a signed-in caller sends the token to get their own overrides.
    for (const path of [
      '/api/auth/v1/me',
      '/api/auth/v1/logout',
      '/api/auth/v1/loginx',
      '/api/auth/v1/flags',
    ]) {
      expect(isUnauthenticatedPath(path), path).toBe(false);
    }
  });
});

describe('refresh on 401', () => {
  it('refreshes once, stores the rotated pair and retries', async () => {
    const oldToken = signIn({}, 'refresh-old');
    const newToken = makeAccessToken({ sid: 'session-2' });
    const api = mockApi({
      'GET /api/auth/v1/me': (call) =>
        call.headers.authorization === `Bearer ${newToken}`
          ? { body: { id: 'user-1' } }
          : { status: 401, body: { message: MESSAGES.notSignedIn } },
      'POST /api/auth/v1/access': () => ({
        body: { accessToken: newToken, refreshToken: 'refresh-rotated' },
      }),
    });

    await expect(apiClient.get('/api/auth/v1/me')).resolves.toEqual({ id: 'user-1' });

    const access = api.callsTo('POST', '/api/auth/v1/access');
    expect(access).toHaveLength(1);
    expect(access[0]?.body).toEqual({ refreshToken: 'refresh-old' });
    expect(access[0]?.headers.authorization).toBeUndefined();
    const me = api.callsTo('GET', '/api/auth/v1/me');
    expect(me.map((c) => c.headers.authorization)).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(sessionStorage.getItem('accessToken')).toBe(newToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-rotated');
  });

  it('shares one refresh between concurrent requests', async () => {
    signIn({}, 'refresh-old');
    const newToken = makeAccessToken({ sid: 'session-2' });
    const api = mockApi({
      'GET /api/auth/v1/me': (call) =>
        call.headers.authorization === `Bearer ${newToken}`
          ? { body: { id: 'user-1' } }
          : { status: 401 },
      'GET /api/auth/v1/permissions/map': (call) =>
        call.headers.authorization === `Bearer ${newToken}` ? { body: {} } : { status: 401 },
      'POST /api/auth/v1/access': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { body: { accessToken: newToken, refreshToken: 'refresh-rotated' } };
      },
    });
    await Promise.all([
      apiClient.get('/api/auth/v1/me'),
      apiClient.get('/api/auth/v1/permissions/map'),
    ]);
    expect(api.callsTo('POST', '/api/auth/v1/access')).toHaveLength(1);
  });

  it('retries only once, and a refused refresh ends the session', async () => {
    signIn({}, 'refresh-old');
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ status: 401, body: { message: MESSAGES.notSignedIn } }),
      'POST /api/auth/v1/access': () => ({
        status: 401,
        body: { message: MESSAGES.invalidRefreshToken },
      }),
    });
    const error = await catchError(apiClient.get('/api/auth/v1/me'));
    expect(error.status).toBe(401);
    expect(error.message).toBe(MESSAGES.notSignedIn);
    expect(api.callsTo('GET', '/api/auth/v1/me')).toHaveLength(1);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
  });

  it('keeps a remembered refresh token in local storage when rotating', async () => {
    sessionStorage.setItem('accessToken', makeAccessToken());
    localStorage.setItem('refreshToken', 'remembered');
    const newToken = makeAccessToken({ sid: 'session-2' });
    mockApi({
      'GET /api/auth/v1/me': (call) =>
        call.headers.authorization === `Bearer ${newToken}` ? { body: {} } : { status: 401 },
      'POST /api/auth/v1/access': () => ({
        body: { accessToken: newToken, refreshToken: 'remembered-2' },
      }),
    });
    await apiClient.get('/api/auth/v1/me');
    expect(localStorage.getItem('refreshToken')).toBe('remembered-2');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
  });

  it('does not refresh after a 401 from the login call', async () => {
    signIn();
    const api = mockApi({ 'POST /api/auth/v1/login': () => ({ status: 401 }) });
    const error = await catchError(apiClient.post('/api/auth/v1/login', {}));
    expect(error.status).toBe(401);
    expect(api.callsTo('POST', '/api/auth/v1/access')).toHaveLength(0);
  });
});

describe('server errors', () => {
  it('publishes api:error:5xx with the server-trouble message', async () => {
    signIn();
    mockApi({ 'GET /api/quote/v1/list': () => ({ status: 503, body: { message: 'internal' } }) });
    const listener = vi.fn();
    const unsubscribe = subscribe('api:error:5xx', listener);
    const error = await catchError(apiClient.get('/api/quote/v1/list'));
    unsubscribe();
    expect(error.status).toBe(503);
    expect(error.message).toBe(MESSAGES.serverTrouble);
    expect(listener).toHaveBeenCalledWith({
      status: 503,
      path: '/api/quote/v1/list',
      message: MESSAGES.serverTrouble,
    });
  });

  it('an auth-path 500 or 502 carries the auth server message', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ status: 502 }) });
    const listener = vi.fn();
    const unsubscribe = subscribe('api:error:5xx', listener);
    await catchError(apiClient.get('/api/auth/v1/me'));
    unsubscribe();
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ status: 502, message: MESSAGES.authServerDown }),
    );
  });

  it('4xx answers publish nothing', async () => {
    signIn();
    mockApi({ 'GET /api/x': () => ({ status: 404, body: { message: 'Not found.' } }) });
    const listener = vi.fn();
    const unsubscribe = subscribe('api:error:5xx', listener);
    await catchError(apiClient.get('/api/x'));
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('error messages (spec 1 §8)', () => {
  it.each([
    [{ detail: 'The detail', errors: ['a'], message: 'm' }, 'The detail'],
    [
      { errors: ['name: Required', 'email: Invalid'], message: 'm' },
      'name: Required, email: Invalid',
    ],
    [{ message: 'The message' }, 'The message'],
    ['A plain text answer', 'A plain text answer'],
    [undefined, MESSAGES.genericError],
    [{}, MESSAGES.genericError],
  ])('a 400 with %j reads %s', async (body, message) => {
    signIn();
    mockApi({ 'POST /api/x': () => ({ status: 400, body }) });
    const error = await catchError(apiClient.post('/api/x', {}));
    expect(error.message).toBe(message);
    expect(error.data).toEqual(body);
  });

  it('a network failure rejects with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await catchError(apiClient.get('/api/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.genericError);
  });

  it('a cancelled request rejects with Request Cancelled', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    const error = await catchError(apiClient.get('/api/x', { signal: controller.signal }));
    expect(error.message).toBe(MESSAGES.requestCancelled);
  });
});

describe('console version', () => {
  it('SERVER_DOWN publishes server-down', async () => {
    mockApi({ 'GET /api/console-version': () => ({ body: { v: 'SERVER_DOWN' } }) });
    const listener = vi.fn();
    const unsubscribe = subscribe('server-down', listener);
    await checkConsoleVersion();
    unsubscribe();
    expect(listener).toHaveBeenCalledWith({ reason: 'console-version' });
  });

  it('an unreachable server publishes server-down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const listener = vi.fn();
    const unsubscribe = subscribe('server-down', listener);
    await checkConsoleVersion();
    unsubscribe();
    expect(listener).toHaveBeenCalledWith({ reason: 'unreachable' });
  });

  it('a gateway with nothing behind it (503) publishes server-down', async () => {
    mockApi({ 'GET /api/console-version': () => ({ status: 503, body: 'Service Unavailable' }) });
    const listener = vi.fn();
    const unsubscribe = subscribe('server-down', listener);
    await checkConsoleVersion();
    unsubscribe();
    expect(listener).toHaveBeenCalledWith({ reason: 'unreachable' });
  });

  it.each([429, 500, 401])(
    'a %s answer is tried again at the next poll, not server-down',
    async (status) => {
      mockApi({ 'GET /api/console-version': () => ({ status, body: { message: 'No' } }) });
      const listener = vi.fn();
      const unsubscribe = subscribe('server-down', listener);
      await checkConsoleVersion();
      unsubscribe();
      expect(listener).not.toHaveBeenCalled();
    },
  );

  it('a version different from the first seen publishes version-changed once', async () => {
    let version = '1.0.0';
    mockApi({ 'GET /api/console-version': () => ({ body: { v: version } }) });
    const listener = vi.fn();
    const unsubscribe = subscribe('version-changed', listener);
    await checkConsoleVersion();
    await checkConsoleVersion();
    expect(listener).not.toHaveBeenCalled();
    version = '1.1.0';
    await checkConsoleVersion();
    await checkConsoleVersion();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ previous: '1.0.0', current: '1.1.0' });
  });
});
