import type { FastifyInstance } from 'fastify';
import {
  FeedbackInputSchema,
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  FeedbackSentSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listFeedback, sendFeedback } from '../services/feedback.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** In-app feedback (spec 2 §7 Other): any signed-in user sends; provider admins read. */
export function feedbackRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['feedback'];

  api.post(
    '/api/auth/v1/feedback',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Send feedback (category, feedbackText, permissionToShare, page)',
        body: FeedbackInputSchema,
        response: { 201: FeedbackSentSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendFeedback(app.ctx, callerOf(request), request.body, requestContext(request)),
        ),
  );

  api.get(
    '/api/auth/v1/feedback',
    {
      config: { permission: 'audit:view' },
      schema: {
        tags,
        summary: 'Every feedback sent, newest first (provider staff)',
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listFeedback(app.ctx, callerOf(request), request.query),
  );
}
