import type { FastifyInstance } from 'fastify';
import { consoleVersionRoute } from './routes/console-version.route.ts';
import { healthRoutes } from './routes/health.route.ts';
import { latestDeploymentTimeRoute } from './routes/latest-deployment-time.route.ts';

export { gracefulShutdown, lifecyclePlugin, type ShutdownOptions } from './lifecycle.ts';

/** Health (liveness, readiness), version and deployment information. */
export async function systemModule(app: FastifyInstance) {
  healthRoutes(app);
  consoleVersionRoute(app);
  latestDeploymentTimeRoute(app);
}
