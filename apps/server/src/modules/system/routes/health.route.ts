import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HealthSchema, isActingAsProvider, LivenessSchema } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';
import { presentsMetricsToken } from '../../../plugins/metrics.ts';
import { readiness } from '../services/readiness.ts';

/**
 * Who sees the health details (database driver, version, checks): the holder of the metrics
 * token, and provider staff acting as the provider. Anyone else learns the status alone.
 */
const seesDetails = (app: FastifyInstance, request: FastifyRequest) =>
  presentsMetricsToken(request, app.ctx.config.METRICS_TOKEN) ||
  (request.auth !== null && isActingAsProvider(request.auth));

/**
 * Liveness (`/api/health/live`: the process answers; no database call, so a database outage
 * does not get every node restarted) and readiness (`/api/health/ready`, and `/api/health` as
 * before: 503 while shutting down, when the database does not answer or lacks this version's
 * migrations). Probes are never budgeted.
 */
export function healthRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/health/live',
    {
      config: { permission: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up (asks the database nothing)',
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  for (const url of ['/api/health/ready', '/api/health']) {
    zodApp(app).get(
      url,
      {
        config: { permission: 'public', rateLimit: false },
        schema: {
          tags: ['system'],
          summary:
            'Readiness: 503 while shutting down or when the database is unreachable or not ' +
            'migrated; details for the metrics token and provider staff',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (request, reply) => {
        const health = await readiness(app.ctx, {
          draining: app.lifecycle.draining,
          detailed: seesDetails(app, request),
        });
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  }
}
