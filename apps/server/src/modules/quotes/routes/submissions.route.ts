import type { FastifyInstance } from 'fastify';
import {
  DeclineSubmissionRequestSchema,
  DeclineSubmissionResultSchema,
  SubmissionDetailSchema,
  SubmissionIdParamsSchema,
  SubmissionPageSchema,
  SubmissionSearchQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import { declineSubmission, searchSubmissions, submissionDetail } from '../services/submissions.ts';

const tags = ['submissions'];

/** The SUBMISSIONS tab and the underwriter's decline of a submission (decision 041). */
export function submissionRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/quote/v1/submissions',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The SUBMISSIONS tab: 20 rows, newest change first (an agency sees its own)',
        querystring: SubmissionSearchQuerySchema,
        response: { 200: SubmissionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchSubmissions(app.ctx, callerOf(request), request.query),
  );

  r.get(
    '/api/quote/v1/submissions/:id',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'A submission with its quotes',
        params: SubmissionIdParamsSchema,
        response: { 200: SubmissionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => submissionDetail(app.ctx, callerOf(request), request.params.id),
  );

  r.put(
    '/api/quote/v1/submissions/decline/:id',
    {
      config: { permission: 'quote:underwrite' },
      schema: {
        tags,
        summary: 'Decline a submission and every open quote of it (one transaction)',
        params: SubmissionIdParamsSchema,
        body: DeclineSubmissionRequestSchema,
        response: {
          200: DeclineSubmissionResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      declineSubmission(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );
}
