import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AgentLicenseAllQuerySchema,
  AgentLicenseInputSchema,
  AgentLicenseListSchema,
  AgentLicensePageSchema,
  AgentLicenseResultSchema,
  AgentLicenseSearchQuerySchema,
  AgentLicenseUpdateSchema,
  LICENSE_MESSAGES,
  LicenseAgentOptionSchema,
  LicensedAgentListSchema,
  LicenseIdParamsSchema,
  LicenseMessageSchema,
  LicenseStateParamsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createAgentLicense,
  deleteAgentLicense,
  listAllAgentLicenses,
  listLicenseAgents,
  searchAgentLicenses,
  updateAgentLicense,
} from '../services/agent-licenses.ts';
import { licensedAgents } from '../services/licensed-agents.ts';
import { callerOf } from '../../../context/index.ts';

const AgencyQuerySchema = z.object({ agencyId: z.uuid().optional() });

/** Agent licences (spec 2 §7 "Licenses"). */
export function agentLicenseRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['licenses'];

  api.get(
    '/api/agency/v1/agent/license/searchall',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: 'Every agent licence of the agency, unpaged (filters: state, agentId)',
        querystring: AgentLicenseAllQuerySchema,
        response: { 200: AgentLicenseListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAllAgentLicenses(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/agency/v1/agent/license/search/',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "The agency's agent licences, paged",
        querystring: AgentLicenseSearchQuerySchema,
        response: { 200: AgentLicensePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => searchAgentLicenses(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/agency/v1/agent/license/agents',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "The agency's users an agent licence can name (designed)",
        querystring: AgencyQuerySchema,
        response: { 200: z.array(LicenseAgentOptionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listLicenseAgents(app.ctx, callerOf(request), request.query.agencyId),
  );

  api.get(
    '/api/agency/v1/agent/license/:state',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "The agency's agents holding a licence in the state that is valid today",
        params: LicenseStateParamsSchema,
        querystring: AgencyQuerySchema,
        response: { 200: LicensedAgentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      licensedAgents(app.ctx, callerOf(request), request.params.state, request.query.agencyId),
  );

  api.post(
    '/api/agency/v1/agent/license',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Add an agent licence',
        body: AgentLicenseInputSchema,
        response: { 201: AgentLicenseResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const license = await createAgentLicense(app.ctx, callerOf(request), request.body);
      return reply.status(201).send({ message: LICENSE_MESSAGES.licenseCreated, license });
    },
  );

  api.put(
    '/api/agency/v1/agent/license',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Change an agent licence (the body names it by id)',
        body: AgentLicenseUpdateSchema,
        response: { 200: AgentLicenseResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const license = await updateAgentLicense(app.ctx, callerOf(request), id, input);
      return { message: LICENSE_MESSAGES.licenseUpdated, license };
    },
  );

  api.delete(
    '/api/agency/v1/agent/license/:licenseId',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Remove an agent licence',
        params: LicenseIdParamsSchema,
        response: { 200: LicenseMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteAgentLicense(app.ctx, callerOf(request), request.params.licenseId);
      return { message: LICENSE_MESSAGES.licenseRemoved };
    },
  );
}
