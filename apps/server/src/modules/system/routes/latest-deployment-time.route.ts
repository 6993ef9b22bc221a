import type { FastifyInstance } from 'fastify';
import { LatestDeploymentSchema } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';

export function latestDeploymentTimeRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/latest-deployment-time',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'When the running version started serving',
        response: { 200: LatestDeploymentSchema },
      },
    },
    async () => ({ deployedAt: app.ctx.startedAt.toISOString() }),
  );
}
