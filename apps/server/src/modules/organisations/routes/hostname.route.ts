import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HostnameCheckQuerySchema,
  HostnameCheckSchema,
  HostnameUpdateSchema,
  OrganisationSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { checkHostname } from '../services/check-hostname.ts';
import { updateCarrierHostname } from '../services/update-hostname.ts';
import { callerOf } from '../../../context/index.ts';

/** Hostname uniqueness check and the carrier hostname update. */
export function hostnameRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/organisations/hostname/check',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags: ['organisations'],
        summary: 'Is a hostname free (case-insensitive, across all organisations)?',
        querystring: HostnameCheckQuerySchema,
        response: { 200: HostnameCheckSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkHostname(app.ctx, request.query),
  );

  zodApp(app).put(
    '/api/auth/v1/carrier/:id/hostname',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags: ['organisations'],
        summary: "Change a carrier's hostname",
        params: z.object({ id: z.uuid() }),
        body: HostnameUpdateSchema,
        response: { 200: OrganisationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCarrierHostname(app.ctx, callerOf(request), request.params.id, request.body.hostname),
  );
}
