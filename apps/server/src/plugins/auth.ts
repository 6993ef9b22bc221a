import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPermissions, MESSAGES } from '@cyber/domain';
import { AppError } from '../lib/app-error.ts';
import { findSession } from '../modules/auth/auth.repository.ts';

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/**
 * Authentication and authorization for every route. A bearer token is verified, and its session
 * must still be live (logout and refresh-token reuse end it at once). Each route declares in
 * `config.permission` who may call it; registering an /api route without one fails at start-up.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url === '/api';
    const isDocs = route.url.startsWith('/api/docs');
    if (isApi && !isDocs && !route.config?.permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token) return;
    const { tokens, clock, db } = app.ctx;
    const claims = await tokens.verifyAccess(token, clock.now());
    if (!claims) return;
    const session = await findSession(db, claims.sid);
    if (!session || session.revokedAt) return;
    request.auth = claims;
  });

  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
    if (permission === 'authenticated') return;
    if (!matchPermissions(request.auth.scopes, permission)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
  });
});

/** The signed-in caller; only for routes that are not public. */
export const requireAuth = (request: FastifyRequest) => {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  return request.auth;
};

export const requestContext = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  timezone:
    typeof request.headers.timezone === 'string'
      ? request.headers.timezone.slice(0, 64)
      : undefined,
  requestId: request.id,
});
