import type { FastifyInstance } from 'fastify';
import {
  AgencyAccountPageSchema,
  AgencyAccountsQuerySchema,
  AgencyAgentPageSchema,
  AgencyIdParamsSchema,
  AgencyPeopleQuerySchema,
  AgencyTeamPageSchema,
  BulkAssignAgencyInputSchema,
  BulkAssignResultSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  assignAgencyToAccounts,
  listAgencyAccounts,
  searchAgencyAgents,
  searchAgencyTeams,
} from '../services/agency-book.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const base = '/api/account/v1/agency/:agencyId';
const tags = ['agencies'];

/** The agency's accounts, agent and team pickers, and assign-by-e-mail to many accounts. */
export function agencyBookRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    `${base}/accounts`,
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "The agency's accounts (provider staff, the agency, its cluster or aggregator)",
        params: AgencyIdParamsSchema,
        querystring: AgencyAccountsQuerySchema,
        response: { 200: AgencyAccountPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listAgencyAccounts(app.ctx, callerOf(request), request.params.agencyId, request.query),
  );
  r.get(
    `${base}/agents`,
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "Search the agency's active users (agent pickers; size up to 3000)",
        params: AgencyIdParamsSchema,
        querystring: AgencyPeopleQuerySchema,
        response: { 200: AgencyAgentPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      searchAgencyAgents(app.ctx, callerOf(request), request.params.agencyId, request.query),
  );
  r.get(
    `${base}/teams`,
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: "Search the agency's teams (team pickers; size up to 3000)",
        params: AgencyIdParamsSchema,
        querystring: AgencyPeopleQuerySchema,
        response: { 200: AgencyTeamPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      searchAgencyTeams(app.ctx, callerOf(request), request.params.agencyId, request.query),
  );
  r.post(
    '/api/account/v1/agency/assign-by-email',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: 'Assign an agency and its agent (by e-mail) to several accounts (provider staff)',
        body: BulkAssignAgencyInputSchema,
        response: { 200: BulkAssignResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignAgencyToAccounts(app.ctx, callerOf(request), request.body, requestContext(request)),
  );
}
