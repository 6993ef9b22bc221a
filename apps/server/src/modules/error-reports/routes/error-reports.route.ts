import type { FastifyInstance } from 'fastify';
import {
  ErrorReportAcceptedSchema,
  ErrorReportInputSchema,
  ErrorReportListQuerySchema,
  ErrorReportPageSchema,
} from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listErrorReports } from '../services/list-reports.ts';
import { receiveErrorReport } from '../services/receive-report.ts';

/** Longest message kept on the warn line and the span event (the row keeps it whole). */
const OBSERVED_MESSAGE_MAX = 500;

/**
 * Browser error reports (decision 063): anyone may send one — the sign-in page can fail too —
 * within the global request budget; provider staff read the latest.
 */
export function errorReportRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['error-reports'];

  api.post(
    '/api/error-reports/v1',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Report an error the browser caught (message, name, stack, url, release, source, ' +
          'breadcrumbs, occurredAt); the sender is the bearer token’s session, if any',
        body: ErrorReportInputSchema,
        response: { 201: ErrorReportAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // The session's user and organisation, never ids the body carries (the schema drops them).
      const actor = request.auth ? request.actor : null;
      const traceId = request.span?.spanContext().traceId ?? null;
      const saved = await receiveErrorReport(app.ctx, request.body, {
        userId: actor?.userId ?? null,
        organisationId: actor?.accountId ?? null,
        userAgent: request.headers['user-agent'],
        requestId: request.id,
        traceId,
      });
      const observed = {
        id: saved.id,
        name: saved.name,
        message: saved.message.slice(0, OBSERVED_MESSAGE_MAX),
        path: saved.path,
        release: saved.release,
        source: saved.source,
        breadcrumbs: saved.breadcrumbs.length,
        userId: saved.userId,
        organisationId: saved.organisationId,
      };
      request.log.warn({ errorReport: observed }, 'browser error reported');
      request.span?.addEvent('browser.error_report', {
        'error_report.id': observed.id,
        'error_report.name': observed.name,
        'error_report.message': observed.message,
        'error_report.path': observed.path,
        'error_report.release': observed.release,
        'error_report.source': observed.source,
        'error_report.breadcrumbs': observed.breadcrumbs,
      });
      return reply.status(201).send({ id: saved.id });
    },
  );

  api.get(
    '/api/error-reports/v1',
    {
      config: { permission: 'audit:view' },
      schema: {
        tags,
        summary: 'The latest browser error reports, newest first (provider staff)',
        querystring: ErrorReportListQuerySchema,
        response: { 200: ErrorReportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listErrorReports(app.ctx, callerOf(request), request.query),
  );
}
