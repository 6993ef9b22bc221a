import type { FastifyInstance } from 'fastify';
import { OrganisationOptionPageSchema, OrganisationPickerQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchOrganisations } from '../services/search-organisations.ts';
import { callerOf } from '../../../context/index.ts';

export function searchOrganisationsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/users/organisations',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags: ['users-teams'],
        summary: 'Organisations of one account type for the add-accounts picker (provider staff)',
        querystring: OrganisationPickerQuerySchema,
        response: { 200: OrganisationOptionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchOrganisations(app.ctx, callerOf(request), request.query),
  );
}
