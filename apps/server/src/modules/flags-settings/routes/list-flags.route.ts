import type { FastifyInstance } from 'fastify';
import { AdminFlagListSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listAdminFlags } from '../services/list-admin-flags.ts';

export function listFlagsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/admin/v1/flags',
    {
      config: { permission: 'flag:manage' },
      schema: {
        tags: ['flags-settings'],
        summary: 'Every feature flag with its settings and override count (provider admins)',
        response: { 200: AdminFlagListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ content: await listAdminFlags(app.ctx) }),
  );
}
