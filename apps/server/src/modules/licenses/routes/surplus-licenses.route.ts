import type { FastifyInstance } from 'fastify';
import {
  CowbellSurplusSearchQuerySchema,
  LICENSE_MESSAGES,
  LicenseMessageSchema,
  SurplusIdParamsSchema,
  SurplusLicenseInputSchema,
  SurplusLicensePageSchema,
  SurplusLicenseResultSchema,
  SurplusSearchQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createSurplusLicense,
  deleteSurplusLicense,
  searchAllSurplusLicenses,
  searchOwnSurplusLicenses,
  updateSurplusLicense,
} from '../services/surplus-licenses.ts';
import { callerOf } from '../../../context/index.ts';

/** Surplus-lines broker licences (spec 2 §7 "Licenses"). */
export function surplusLicenseRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['licenses'];

  api.get(
    '/api/account/v1/agency/surplus/search',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "The agency's own surplus licences",
        querystring: SurplusSearchQuerySchema,
        response: { 200: SurplusLicensePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchOwnSurplusLicenses(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/account/v1/agency/cowbell/surplus/search',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "Every agency's surplus licences (provider staff)",
        querystring: CowbellSurplusSearchQuerySchema,
        response: { 200: SurplusLicensePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchAllSurplusLicenses(app.ctx, callerOf(request), request.query),
  );

  api.post(
    '/api/account/v1/agency/surplus',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Add a surplus licence',
        body: SurplusLicenseInputSchema,
        response: { 201: SurplusLicenseResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const license = await createSurplusLicense(app.ctx, callerOf(request), request.body);
      return reply.status(201).send({ message: LICENSE_MESSAGES.surplusAdded, license });
    },
  );

  api.put(
    '/api/account/v1/agency/surplus/:id',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Change a surplus licence',
        params: SurplusIdParamsSchema,
        body: SurplusLicenseInputSchema,
        response: { 200: SurplusLicenseResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const license = await updateSurplusLicense(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
      );
      return { message: LICENSE_MESSAGES.surplusUpdated, license };
    },
  );

  api.delete(
    '/api/account/v1/agency/surplus/:id',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Delete a surplus licence',
        params: SurplusIdParamsSchema,
        response: { 200: LicenseMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteSurplusLicense(app.ctx, callerOf(request), request.params.id);
      return { message: LICENSE_MESSAGES.surplusDeleted };
    },
  );
}
