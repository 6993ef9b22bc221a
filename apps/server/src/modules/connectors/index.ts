import type { FastifyInstance } from 'fastify';
import { connectorRoutes } from './routes/connectors.route.ts';
import {
  REFRESH_EVERY_MS,
  REFRESH_QUEUE,
  refreshStaleConnections,
} from './services/connections.ts';

export { refreshStaleConnections } from './services/connections.ts';
export { controlReadingsOf } from './services/reads.ts';

/**
 * Security-tool connectors (spec 2 §2–§9 "Connectors"): the catalogue, privacy addenda,
 * connections with sealed credentials, scores and recommended actions from each tool's provider,
 * and the risk scans that blend those scores into the account's risk factors (decision 025).
 */
export async function connectorsModule(app: FastifyInstance) {
  connectorRoutes(app);
  app.ctx.jobs.register(
    REFRESH_QUEUE,
    async () => {
      await refreshStaleConnections(app.ctx);
    },
    { everyMs: REFRESH_EVERY_MS, maxAttempts: 3 },
  );
}
