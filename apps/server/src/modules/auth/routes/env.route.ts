import type { FastifyInstance } from 'fastify';
import { EnvSchema } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';

export function envRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/env',
    {
      config: { permission: 'public' },
      schema: { tags: ['auth'], summary: 'The environment name', response: { 200: EnvSchema } },
    },
    async () => ({ envName: app.ctx.config.ENV_NAME }),
  );
}
