import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BulkUploadSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getUpload } from '../services/get-upload.ts';
import { callerOf } from '../../../context/index.ts';

export function getUploadRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/bulk-upload/:id',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['bulk-upload'],
        summary: 'One upload (status and counts)',
        params: z.object({ id: z.uuid() }),
        response: { 200: BulkUploadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getUpload(app.ctx, callerOf(request), request.params.id),
  );
}
