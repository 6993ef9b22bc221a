import type { FastifyInstance } from 'fastify';
import { JoinRequestSchema, JoinResponseSchema, ValidationTokenQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { join } from '../services/join.ts';
import { requestContext } from '../../../context/index.ts';

export function joinRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/join',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Join an organisation through an invitation link',
        querystring: ValidationTokenQuerySchema,
        body: JoinRequestSchema,
        response: { 200: JoinResponseSchema, ...errorResponses(400, 404, 412) },
      },
    },
    async (request) =>
      join(app.ctx, request.body, request.query.validationToken, requestContext(request)),
  );
}
