import type { FastifyInstance } from 'fastify';
import {
  AgencyCreateInputSchema,
  AgencyIdParamsSchema,
  AgencyMessageSchema,
  AgencyMutationSchema,
  AgencyPageSchema,
  AgencySchema,
  AgencySearchQuerySchema,
  AgencyUpdateInputSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createAgency,
  deleteAgency,
  getAgency,
  searchAgencies,
  updateAgency,
} from '../services/agencies.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** The agency record: create, search, get, update, delete (spec 2 §7 "Agencies"). */
export function agencyRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.post(
    '/api/account/v1/agency',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Create an agency (provider staff)',
        body: AgencyCreateInputSchema,
        response: { 201: AgencyMutationSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const result = await createAgency(
        app.ctx,
        callerOf(request),
        request.body,
        requestContext(request),
      );
      return reply.code(201).send(result);
    },
  );
  r.get(
    '/api/account/v1/agency/search',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags: ['agencies'],
        summary: 'Search agencies by name, host name, NPN or location (provider staff)',
        querystring: AgencySearchQuerySchema,
        response: { 200: AgencyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchAgencies(app.ctx, callerOf(request), request.query),
  );
  r.get(
    '/api/account/v1/agency/:agencyId',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags: ['agencies'],
        summary: 'One agency (provider staff: any; others: their own)',
        params: AgencyIdParamsSchema,
        response: { 200: AgencySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAgency(app.ctx, callerOf(request), request.params.agencyId),
  );
  r.put(
    '/api/account/v1/agency/:agencyId',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: "Update an agency's profile (provider staff; an agency admin its own)",
        params: AgencyIdParamsSchema,
        body: AgencyUpdateInputSchema,
        response: { 200: AgencyMutationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateAgency(
        app.ctx,
        callerOf(request),
        request.params.agencyId,
        request.body,
        requestContext(request),
      ),
  );
  r.delete(
    '/api/account/v1/agency/:agencyId',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Delete an agency without accounts or users (provider staff)',
        params: AgencyIdParamsSchema,
        response: { 200: AgencyMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      deleteAgency(app.ctx, callerOf(request), request.params.agencyId, requestContext(request)),
  );
}
