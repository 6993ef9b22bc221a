import type { FastifyInstance } from 'fastify';
import { accessRoute } from './routes/access.route.ts';
import { envRoute } from './routes/env.route.ts';
import { flagsRoute } from './routes/flags.route.ts';
import { loginRoute } from './routes/login.route.ts';
import { logoutRoute } from './routes/logout.route.ts';
import { meRoute } from './routes/me.route.ts';
import { permissionsMapRoute } from './routes/permissions-map.route.ts';

/** Sign-in, sessions and the signed-in user (spec 1 §7 "Sign-in and identity"). */
export async function authModule(app: FastifyInstance) {
  loginRoute(app);
  accessRoute(app);
  logoutRoute(app);
  meRoute(app);
  permissionsMapRoute(app);
  envRoute(app);
  flagsRoute(app);
}
