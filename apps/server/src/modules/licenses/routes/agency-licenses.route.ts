import type { FastifyInstance } from 'fastify';
import {
  AgencyLicenseInputSchema,
  AgencyLicensePageSchema,
  AgencyLicenseResultSchema,
  AgencyLicenseSearchQuerySchema,
  AgencyLicenseUpdateSchema,
  LICENSE_MESSAGES,
  LicenseIdParamsSchema,
  LicenseMessageSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createAgencyLicense,
  deleteAgencyLicense,
  searchAgencyLicenses,
  updateAgencyLicense,
} from '../services/agency-licenses.ts';
import { callerOf } from '../../../context/index.ts';

/** Agency licences (spec 2 §7 "Licenses"). */
export function agencyLicenseRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['licenses'];

  api.get(
    '/api/agency/v1/license/search/',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "The agency's licences (provider staff: any agency, or the one named)",
        querystring: AgencyLicenseSearchQuerySchema,
        response: { 200: AgencyLicensePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => searchAgencyLicenses(app.ctx, callerOf(request), request.query),
  );

  api.post(
    '/api/agency/v1/license',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Add an agency licence',
        body: AgencyLicenseInputSchema,
        response: { 201: AgencyLicenseResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const license = await createAgencyLicense(app.ctx, callerOf(request), request.body);
      return reply.status(201).send({ message: LICENSE_MESSAGES.licenseCreated, license });
    },
  );

  api.put(
    '/api/agency/v1/license',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Change an agency licence (the body names it by id)',
        body: AgencyLicenseUpdateSchema,
        response: { 200: AgencyLicenseResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const license = await updateAgencyLicense(app.ctx, callerOf(request), id, input);
      return { message: LICENSE_MESSAGES.licenseUpdated, license };
    },
  );

  api.delete(
    '/api/agency/v1/license/:licenseId',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Remove an agency licence',
        params: LicenseIdParamsSchema,
        response: { 200: LicenseMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteAgencyLicense(app.ctx, callerOf(request), request.params.licenseId);
      return { message: LICENSE_MESSAGES.licenseRemoved };
    },
  );
}
