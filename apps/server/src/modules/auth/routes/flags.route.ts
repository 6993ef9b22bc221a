import type { FastifyInstance } from 'fastify';
import { PublicFlagsSchema } from '@cyber/domain';
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
          'Feature flags: public ones (with their settings) for anyone, all with per-user overrides when signed in',
        response: { 200: PublicFlagsSchema },
      },
    },
    async (request, reply) => {
      // Flags change at any moment (maintenance, incidents): never served from a cache.
      void reply.header('Cache-Control', 'no-store');
      return listFlagsFor(app.ctx, request.auth?.sub ?? null);
    },
  );
}
