import type { FastifyInstance } from 'fastify';
import { OrganisationSchema, OrganisationWriteSchema, PARTNER_SEGMENTS } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createOrganisation } from '../services/create-organisation.ts';
import { callerOf } from '../../../context/index.ts';

/** POST /api/auth/v1/{type} — provider staff create a partner organisation. */
export function createOrganisationRoute(app: FastifyInstance) {
  for (const segment of PARTNER_SEGMENTS) {
    zodApp(app).post(
      `/api/auth/v1/${segment}`,
      {
        config: { permission: 'organisation:manage' },
        schema: {
          tags: ['organisations'],
          summary: `Create a ${segment} organisation`,
          body: OrganisationWriteSchema,
          response: { 201: OrganisationSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const created = await createOrganisation(app.ctx, callerOf(request), segment, request.body);
        return reply.status(201).send(created);
      },
    );
  }
}
