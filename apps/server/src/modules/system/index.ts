import type { FastifyInstance } from 'fastify';
import { consoleVersionRoute } from './routes/console-version.route.ts';
import { healthRoute } from './routes/health.route.ts';
import { latestDeploymentTimeRoute } from './routes/latest-deployment-time.route.ts';

/** Health, version and deployment information. */
export async function systemModule(app: FastifyInstance) {
  healthRoute(app);
  consoleVersionRoute(app);
  latestDeploymentTimeRoute(app);
}
