import type { FastifyInstance } from 'fastify';
import { PRUNE_EVERY_MS, PRUNE_QUEUE } from './error-reports.context.ts';
import { errorReportRoutes } from './routes/error-reports.route.ts';
import { pruneErrorReports } from './services/prune-reports.ts';

/**
 * Error reports (decision 063): errors the browser caught, sent to the platform's own endpoint
 * with the last UI events before each; provider staff read them; kept 30 days.
 */
export async function errorReportsModule(app: FastifyInstance) {
  errorReportRoutes(app);
  app.ctx.jobs.register(
    PRUNE_QUEUE,
    async () => {
      await pruneErrorReports(app.ctx);
    },
    { everyMs: PRUNE_EVERY_MS, maxAttempts: 3 },
  );
}
