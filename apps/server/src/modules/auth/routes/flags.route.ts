import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zodApp } from '../../../lib/route.ts';
import { listFlagsFor } from '../services/list-flags.ts';

export function flagsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/flags',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Feature flags: public ones for anyone, all with per-user overrides when signed in',
        response: { 200: z.object({ flags: z.record(z.string(), z.boolean()) }) },
      },
    },
    async (request) => ({ flags: await listFlagsFor(app.ctx, request.auth?.sub ?? null) }),
  );
}
