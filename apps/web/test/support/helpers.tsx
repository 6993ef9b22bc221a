import type { Me } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers.tsx';
import { routes } from '../../src/app/router.tsx';

/** The app's providers, for a test that renders one screen or dialog outside the router. */
export { AppProviders };

/** A recorded call to the mocked API. */
export type ApiCall = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
};

export type MockResponse = { status?: number; body?: unknown };
export type Handler = (call: ApiCall) => MockResponse | Promise<MockResponse>;

/** Public endpoints every screen touches, answered unless a test overrides them. */
const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /api/auth/v1/flags': () => ({ body: { flags: { 'remember-device': true } } }),
  'GET /api/console-version': () => ({ body: { v: '1.0.0' } }),
  'GET /api/auth/v1/env': () => ({ body: { envName: 'local' } }),
};

/**
 * Replace `fetch` with a table of handlers keyed `METHOD /path`; a key ending in `/*` answers
 * every path under it that no exact key names (the longest such key wins). Unknown calls answer
 * 404, so a test sees any request it did not expect in `calls`.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const table = { ...DEFAULT_HANDLERS, ...handlers };
  const prefixes = Object.keys(table)
    .filter((key) => key.endsWith('/*'))
    .sort((a, b) => b.length - a.length);
  const handlerFor = (key: string): Handler | undefined => {
    const prefix = table[key] ? key : prefixes.find((p) => key.startsWith(p.slice(0, -1)));
    return prefix ? table[prefix] : undefined;
  };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const query = Object.fromEntries(url.searchParams);
    const call: ApiCall = { method, path: url.pathname, query, headers, body };
    calls.push(call);
    const handler = handlerFor(`${method} ${url.pathname}`);
    const result = handler ? await handler(call) : { status: 404, body: { message: 'Not found.' } };
    const status = result.status ?? 200;
    const text =
      result.body === undefined
        ? null
        : typeof result.body === 'string'
          ? result.body
          : JSON.stringify(result.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned access token with the claims the app reads (the client never verifies). */
export function makeAccessToken(claims: Partial<Record<string, unknown>> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'user-1',
    accountId: 'account-1',
    accountType: 'AGENCY',
    subscriberType: 'AGENCY',
    realm: 'ACCOUNT',
    scopes: ['role:operator'],
    tokenType: 'ACCESS',
    sid: 'session-1',
    iat: now,
    exp: now + 900,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** Put a signed-in session in the browser's storage. */
export function signIn(claims: Partial<Record<string, unknown>> = {}, refreshToken = 'refresh-1') {
  const accessToken = makeAccessToken(claims);
  sessionStorage.setItem('accessToken', accessToken);
  sessionStorage.setItem('refreshToken', refreshToken);
  return accessToken;
}

export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    firstName: 'Avery',
    middleName: null,
    lastName: 'Agent',
    initials: 'AA',
    fullName: 'Avery Agent',
    email: 'agent@example.com',
    phone: null,
    role: { id: 'role-agent', name: 'Agent' },
    mfaType: 'NONE',
    avatarUrl: null,
    npn: null,
    account: {
      id: 'account-1',
      name: 'Summit Insurance Agency',
      accountType: 'AGENCY',
      region: 'US',
      enforceMfa: false,
      uwEnabled: false,
      npn: '1234567',
      locationAlias: 'Denver',
    },
    subscriberType: 'AGENCY',
    scopes: ['role:operator'],
    permissions: ['dashboard:view', 'profile:manage', 'account:view', 'quote:view', 'policy:view'],
    lastLoginAt: '2026-03-02T15:04:00.000Z',
    ...overrides,
  };
}

/**
 * A user-event session for whole screens. Its pointer-events check reads the computed style of the
 * target and every ancestor before each pointer action, and jsdom computes styles by walking every
 * Emotion style sheet: with MUI on the page that check was most of a click's cost. Disabled
 * controls are still refused (user-event honours the `disabled` attribute without it).
 */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });

/** Render the whole app at a path, with a fresh cache and router. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = setupUser();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, user, queryClient };
}

/** A provider admin's `me` with the given permissions (dashboard:view always). */
export function providerAdminMe(permissions: string[], overrides: Partial<Me> = {}): Me {
  return buildMe({
    email: 'admin@example.com',
    role: { id: 'r', name: 'Super Admin' },
    account: {
      id: 'provider-1',
      name: 'Bellwether Cyber',
      accountType: 'COWBELL',
      region: 'US',
      enforceMfa: false,
      uwEnabled: true,
      npn: null,
      locationAlias: null,
    },
    subscriberType: 'COWBELL',
    scopes: ['role:admin'],
    permissions: ['dashboard:view', ...permissions],
    ...overrides,
  });
}

/** Signs a provider admin in with the given permission scopes. */
export const signInProviderAdmin = (permissions: string[]) =>
  signIn({
    accountId: 'provider-1',
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    scopes: ['role:admin', ...permissions],
  });

/** The calls every signed-in screen makes: who am I, my other accounts, my teams. */
export const shellHandlers = (me: unknown): Record<string, Handler> => ({
  'GET /api/auth/v1/me': () => ({ body: me }),
  'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
  'GET /api/auth/v1/teams/search': () => ({ body: [] }),
});

/** One page of a list response holding all of `content`. */
export const onePage = (content: unknown[], size = 25) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size,
});
