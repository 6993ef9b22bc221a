import type { FastifyInstance } from 'fastify';
import { DomainCheckInputSchema, DomainCheckResultSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { checkDomain } from '../services/check-domain.ts';

export function checkDomainRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/domain/check',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Check one domain: "Valid domain found!" or "Invalid Domain! …"',
        body: DomainCheckInputSchema,
        response: { 200: DomainCheckResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkDomain(app.ctx, request.body.domain),
  );
}
