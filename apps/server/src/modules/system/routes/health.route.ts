import type { FastifyInstance } from 'fastify';
import { HealthSchema } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';

export function healthRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/health',
    {
      config: { permission: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async () => {
      if (!(await app.ctx.database.ping()))
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unreachable');
      return {
        status: 'ok' as const,
        database: app.ctx.database.driver,
        version: app.ctx.config.APP_VERSION,
      };
    },
  );
}
