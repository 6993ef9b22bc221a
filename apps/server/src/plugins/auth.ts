import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_MESSAGES, API_KEY_HEADER, matchPermissions, MESSAGES } from '@cyber/domain';
import { AppError } from '../lib/app-error.ts';
import { rememberedSession } from '../lib/session-cache.ts';
import type { Actor, ApiCall, AuthenticatedKey } from '../context/index.ts';

/** The session a bearer token names, as far as this plugin reads it. */
export type SessionOfToken = Actor & { revokedAt: Date | null };

/**
 * What this plugin needs from the modules that own sessions and API keys. It imports no module:
 * each module puts its part on `app.authSources` when it is registered (auth: `findSession`;
 * access: `authenticateApiKey` and `recordApiCall`). Until then a call that needs a part fails.
 */
export type AuthSources = {
  /** The session with this id, live or revoked; undefined when there is none. */
  findSession: (sid: string) => Promise<SessionOfToken | undefined>;
  /** The key an `x-api-key` header presents, or null when it authenticates nothing. */
  authenticateApiKey: (presented: string) => Promise<AuthenticatedKey | null>;
  /** Record one call made with a key. */
  recordApiCall: (key: AuthenticatedKey, call: ApiCall) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Filled in by the auth and access modules (see `AuthSources`). */
    authSources: AuthSources;
  }
  interface FastifyContextConfig {
    /** Refuse the route to API keys (credential and session management). */
    sessionOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set when the call authenticated with an API key (`x-api-key: <keyId>.<secret>`). */
    apiKey: AuthenticatedKey | null;
    /** The user, the account acted in and the user's own account, for the audit log. */
    actor: Actor | null;
  }
}

const unregistered = (name: keyof AuthSources) => async (): Promise<never> => {
  throw new Error(`No module has registered ${name} with the auth plugin`);
};

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const apiKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[API_KEY_HEADER];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
};

/**
 * Routes an API key may never call: key management itself, and session and credential calls.
 * Other modules can opt a route out with `config.sessionOnly`.
 */
const SESSION_ONLY = [
  /^\/api\/auth\/v1\/api(\/|$)/,
  /^\/api\/auth\/v1\/(login|logout|access)(\/|$)/,
  /^\/api\/auth\/v1\/admin\/enter\//,
  /\/(jtoken|myToken)$/,
  /^\/api\/auth\/v1\/mfa\//,
  /^\/api\/auth\/v1\/passwords(\/|$)/,
];

const isSessionOnly = (request: FastifyRequest) =>
  request.routeOptions.config?.sessionOnly === true ||
  SESSION_ONLY.some((pattern) => pattern.test(request.routeOptions.url ?? ''));

/**
 * Authentication and authorization for every route. A bearer token is verified, and its session
 * must still be live (logout and refresh-token reuse end it at once). Without a bearer token an
 * `x-api-key` header authenticates the call as the key's owner in the key's organisation; every
 * such call is recorded in api_activity. Each route declares in `config.permission` who may call
 * it; registering an /api route without one fails at start-up.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('actor', null);
  const sources: AuthSources = {
    findSession: unregistered('findSession'),
    authenticateApiKey: unregistered('authenticateApiKey'),
    recordApiCall: unregistered('recordApiCall'),
  };
  app.decorate('authSources', sources);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url === '/api';
    // The API reference pages (swagger UI) are public; the documents API under /api/docs/v1 is not.
    const isDocs =
      (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) &&
      !route.url.startsWith('/api/docs/v1/');
    if (isApi && !isDocs && !route.config?.permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    const { tokens, clock } = app.ctx;
    if (!token) {
      const presented = apiKeyOf(request);
      if (!presented || !request.url.startsWith('/api/')) return;
      const key = await sources.authenticateApiKey(presented);
      if (!key) throw new AppError('UNAUTHENTICATED', ACCESS_MESSAGES.apiKeyInvalid);
      request.apiKey = key;
      request.auth = key.claims;
      request.actor = {
        userId: key.ownerUserId,
        accountId: key.organisationId,
        subscriberAccountId: key.organisationId,
      };
      if (isSessionOnly(request)) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.apiKeyNotAllowed);
      return;
    }
    const claims = await tokens.verifyAccess(token, clock.now());
    if (!claims) return;
    // Real time, not the app clock: the memory only spares repeated reads of the same row.
    const session = await rememberedSession(claims.sid, Date.now(), () =>
      sources.findSession(claims.sid),
    );
    if (!session || session.revokedAt) return;
    request.auth = claims;
    request.actor = {
      userId: session.userId,
      accountId: session.accountId,
      subscriberAccountId: session.subscriberAccountId,
    };
  });

  // Once the caller is known, every log line of the request (the final "request completed"
  // included, and a refusal below) names them: the user and the organisation acted in.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.actor) return;
    const log = request.log.child({
      userId: request.actor.userId,
      organisationId: request.actor.accountId,
    });
    request.log = log;
    reply.log = log;
  });

  // Rights before anything about the request is read: this runs right after the caller is known
  // and before the body is parsed or validated, so an anonymous caller gets 401 and one without
  // the permission 403 whatever they send (a malformed body tells them nothing).
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
    if (permission === 'authenticated') return;
    if (!matchPermissions(request.auth.scopes, permission)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
  });

  // Every call made with a key is recorded, whatever its outcome.
  app.addHook('onResponse', async (request, reply) => {
    if (!request.apiKey) return;
    try {
      await sources.recordApiCall(request.apiKey, {
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        durationMs: reply.elapsedTime,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not record an API key call');
    }
  });
});
