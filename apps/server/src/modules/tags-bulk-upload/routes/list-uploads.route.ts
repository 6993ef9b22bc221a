import type { FastifyInstance } from 'fastify';
import { BulkUploadListQuerySchema, BulkUploadPageSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listUploads } from '../services/list-uploads.ts';
import { callerOf } from '../../../context/index.ts';

export function listUploadsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/bulk-upload',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['bulk-upload'],
        summary: "The agency's bulk-upload history, newest first",
        querystring: BulkUploadListQuerySchema,
        response: { 200: BulkUploadPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listUploads(app.ctx, callerOf(request), request.query),
  );
}
