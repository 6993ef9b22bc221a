import { MESSAGES, SERVER_DOWN, formatErrorMessage, type TokenPair } from '@cyber/domain';
import { appConfig } from '../config/env.ts';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './auth/session.ts';
import { publish } from './events.ts';

/**
 * The one HTTP client of the app (DESIGN §5, spec 1 §7–§8): JSON in and out, a `timezone` header,
 * the bearer token except on unauthenticated paths, one refresh-and-retry on 401, events for 5xx
 * answers and server-down / version changes, and messages derived exactly as the spec says.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown, message?: string) {
    super(message ?? formatErrorMessage({ status, data }));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A refusal's own message (4xx); otherwise the action's failure message (spec 3 §8). */
export const refusalMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;

/** Paths that never carry the bearer token and never trigger a refresh. */
const UNAUTHENTICATED_PREFIXES = [
  '/api/health',
  '/api/console-version',
  '/api/latest-deployment-time',
  '/api/auth/v1/login',
  '/api/auth/v1/access',
  '/api/auth/v1/env',
  '/api/auth/v1/signup',
  '/api/auth/v1/join',
  '/api/auth/v1/validationTokens',
  '/api/auth/v1/validateEmail',
  '/api/auth/v1/captcha',
  '/api/auth/v1/resendValidationEmail',
  '/api/auth/v1/password-constraints',
  '/api/auth/v1/validate-password',
  '/api/auth/v1/passwords',
  '/api/auth/v1/checkPasswordReset',
  '/api/auth/v1/validatePasswordReset',
  '/api/auth/v1/checkUserInvited',
  '/api/auth/v1/validateUserInvited',
  '/api/auth/v1/mfa/reset',
  '/api/auth/v1/validateMFAReset',
  '/api/auth/v1/admin/enter',
  '/api/auth/v1/wf/',
  '/api/auth/v1/sso/token',
  // The wholesale quote page: its e-mailed link's token, never a session (decision 043).
  '/api/quote/v1/wholesale/',
];

export const isUnauthenticatedPath = (path: string): boolean => {
  const pathname = path.split('?')[0] ?? path;
  return UNAUTHENTICATED_PREFIXES.some(
    (prefix) =>
      pathname === prefix ||
      pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      pathname.startsWith(`${prefix}?`),
  );
};

const isAuthPath = (path: string) => path.startsWith('/api/auth/');

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const timezone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

const buildUrl = (path: string, query?: QueryParams): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${appConfig.apiBaseUrl}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const tz = timezone();
  if (tz) headers.timezone = tz;
  // A FormData body (multipart upload) sets its own content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (!isUnauthenticatedPath(path)) {
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      throw new ApiError(0, undefined, MESSAGES.requestCancelled);
    }
    throw new ApiError(0, undefined, formatErrorMessage(undefined));
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchange the refresh token for a new pair. Concurrent callers share one request: the server
 * rotates refresh tokens and revokes the session when an old one is presented twice.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const current = getRefreshToken();
    if (!current) return false;
    try {
      const response = await send('/api/auth/v1/access', {
        method: 'POST',
        body: { refreshToken: current.token },
      });
      const data = (await readBody(response)) as Partial<TokenPair> | undefined;
      if (response.ok && data?.accessToken && data.refreshToken) {
        // A rotation keeps the token where it was (device-remembered, or this tab only).
        storeTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
        return true;
      }
      // Only a definite refusal ends the session; a server fault leaves it for a later try.
      if (response.status === 400 || response.status === 401 || response.status === 403) {
        clearTokens();
      }
      return false;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function reportServerError(path: string, status: number, data: unknown): void {
  if (status < 500) return;
  const message =
    isAuthPath(path) && (status === 500 || status === 502)
      ? MESSAGES.authServerDown
      : formatErrorMessage({ status, data });
  publish('api:error:5xx', { status, path, message });
}

/** Send once; on a 401 refresh the session once and send again. */
async function sendWithRefresh(path: string, options: ApiRequestOptions): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && !isUnauthenticatedPath(path)) {
    if (!getRefreshToken()) {
      // Nothing to refresh with: the session is over.
      if (getAccessToken()) clearTokens();
    } else if (await refreshSession()) {
      response = await send(path, options);
    }
  }
  return response;
}

/** Send a request and return the parsed body, or throw an `ApiError` for any non-2xx answer. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await sendWithRefresh(path, options);
  const data = await readBody(response);
  if (!response.ok) {
    reportServerError(path, response.status, data);
    throw new ApiError(response.status, data);
  }
  return data as T;
}

/**
 * Download a file (an image, a document) with the same token, refresh and error rules as every
 * other call; multipart uploads go through `apiClient.post(path, formData)`.
 */
export async function apiBlob(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<Blob> {
  const response = await sendWithRefresh(path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  if (!response.ok) {
    const data = await readBody(response);
    reportServerError(path, response.status, data);
    throw new ApiError(response.status, data);
  }
  return response.blob();
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

let firstSeenVersion: string | null = null;

/** No answer at all (0), or a gateway's answer for a platform that is not there. */
const UNREACHABLE_STATUSES = new Set([0, 502, 503, 504]);

/**
 * One console-version check (spec 1 §7): `SERVER_DOWN` or an unreachable server publishes
 * `server-down`; a version different from the first one seen publishes `version-changed`.
 */
export async function checkConsoleVersion(): Promise<void> {
  let version: string;
  try {
    const body = await apiRequest<{ v?: unknown }>('/api/console-version');
    version = typeof body?.v === 'string' ? body.v : SERVER_DOWN;
  } catch (error) {
    // Unreachable means no answer, or a gateway saying the platform behind it is gone. Any
    // other refusal (a rate limit, a 500 of one request) is tried again at the next poll: it
    // must not send a working user away from an unsaved form.
    if (isApiError(error) && UNREACHABLE_STATUSES.has(error.status)) {
      if (error.message === MESSAGES.requestCancelled) return;
      publish('server-down', { reason: 'unreachable' });
    }
    return;
  }
  if (version === SERVER_DOWN) {
    publish('server-down', { reason: 'console-version' });
    return;
  }
  if (firstSeenVersion === null) {
    firstSeenVersion = version;
  } else if (version !== firstSeenVersion) {
    publish('version-changed', { previous: firstSeenVersion, current: version });
    firstSeenVersion = version;
  }
}

/** Forget the version seen so far (tests, and after a reload is offered and declined). */
export const resetConsoleVersion = (): void => {
  firstSeenVersion = null;
};
