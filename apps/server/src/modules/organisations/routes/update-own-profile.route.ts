import type { FastifyInstance } from 'fastify';
import {
  OrganisationGetQuerySchema,
  OrganisationProfileSchema,
  OrganisationSchema,
  PARTNER_SEGMENTS,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { updateOwnProfile } from '../services/update-own-profile.ts';
import { callerOf } from '../../../context/index.ts';

/** PUT /api/account/v1/{type}?id= — profile fields of the caller's own organisation. */
export function updateOwnProfileRoute(app: FastifyInstance) {
  for (const segment of PARTNER_SEGMENTS) {
    zodApp(app).put(
      `/api/account/v1/${segment}`,
      {
        config: { permission: 'role:admin' },
        schema: {
          tags: ['organisations'],
          summary: `Update the profile of a ${segment} organisation (its admin, or provider staff)`,
          querystring: OrganisationGetQuerySchema,
          body: OrganisationProfileSchema,
          response: { 200: OrganisationSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateOwnProfile(app.ctx, callerOf(request), segment, request.query.id, request.body),
    );
  }
}
