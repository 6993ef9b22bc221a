import type { FastifyInstance } from 'fastify';
import { isoDay, TemplateQuerySchema } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';
import { surplusNoticeHtml } from '../services/surplus-notice.ts';

/** The surplus-lines notice template of a state (spec 2 §7). */
export function surplusNoticeRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/docs/v1/template',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags: ['licenses'],
        summary: 'Surplus notice template of a state (type=surplusNotice&state=XX), as HTML',
        querystring: TemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, html } = surplusNoticeHtml(
        request.query.state,
        isoDay(app.ctx.clock.now()),
      );
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(html);
    },
  );
}
