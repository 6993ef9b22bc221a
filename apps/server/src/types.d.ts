import 'fastify';
import type { Permission } from '@cyber/domain';
import type { AccessClaims } from './lib/tokens.ts';
import type { AppContext } from './context/index.ts';

/** `public`: anyone; `authenticated`: any signed-in user; otherwise the permission needed, or any one of several. */
export type RoutePermission = 'public' | 'authenticated' | Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}
