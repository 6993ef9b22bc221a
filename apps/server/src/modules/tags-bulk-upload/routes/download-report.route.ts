import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { downloadReport } from '../services/download-report.ts';
import { callerOf } from '../../../context/index.ts';

export function downloadReportRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/bulk-upload/:id/report',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['bulk-upload'],
        summary: 'The CSV of the rejected rows (row, original values, messages) as an attachment',
        params: z.object({ id: z.uuid() }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, typedReply) => {
      const report = await downloadReport(app.ctx, callerOf(request), request.params.id);
      // The body is the CSV itself, not one of the JSON shapes declared for errors.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .header('Content-Disposition', `attachment; filename="${report.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(report.bytes);
    },
  );
}
