import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toPermissionMap } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { requireAuth } from '../../../context/index.ts';

export function permissionsMapRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/permissions/map',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "The caller's permissions as { resource: [actions] }",
        response: { 200: z.record(z.string(), z.array(z.string())), ...errorResponses(401) },
      },
    },
    async (request) => toPermissionMap(requireAuth(request).scopes),
  );
}
