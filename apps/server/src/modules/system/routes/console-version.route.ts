import type { FastifyInstance } from 'fastify';
import { ConsoleVersionSchema, SERVER_DOWN } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';

export function consoleVersionRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/console-version',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The running version, or SERVER_DOWN when the platform cannot serve requests',
        response: { 200: ConsoleVersionSchema },
      },
    },
    async () => ({ v: (await app.ctx.database.ping()) ? app.ctx.config.APP_VERSION : SERVER_DOWN }),
  );
}
