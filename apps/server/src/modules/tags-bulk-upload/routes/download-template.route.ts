import type { FastifyInstance, FastifyReply } from 'fastify';
import { BulkUploadTemplateQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { downloadTemplate } from '../services/download-template.ts';

export function downloadTemplateRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/bulk-upload/template',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['bulk-upload'],
        summary: 'The upload template (columns and an example row) as .xlsx (default) or .csv',
        querystring: BulkUploadTemplateQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, typedReply) => {
      const file = await downloadTemplate(request.query.format);
      // The body is the file itself, not one of the JSON shapes declared for errors.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, max-age=300')
        .type(file.contentType)
        .send(file.bytes);
    },
  );
}
