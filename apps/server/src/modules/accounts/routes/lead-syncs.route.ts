import type { FastifyInstance } from 'fastify';
import {
  AccountIdParamsSchema,
  LeadSyncCreatedSchema,
  LeadSyncListQuerySchema,
  LeadSyncPageSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { listLeadSyncs, syncLeads } from '../services/lead-syncs.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** Sync leads by account id (spec 2 §7): provider staff and the account's agencies. */
export function leadSyncsRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.post(
    '/api/account/v1/accounts/:accountId/lead-syncs',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Send the account to the CRM as a lead (202: queued through the outbox)',
        params: AccountIdParamsSchema,
        response: { 202: LeadSyncCreatedSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await syncLeads(
            app.ctx,
            callerOf(request),
            request.params.accountId,
            requestContext(request),
          ),
        ),
  );
  api.get(
    '/api/account/v1/accounts/:accountId/lead-syncs',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary: 'The lead syncs of an account, newest first',
        params: AccountIdParamsSchema,
        querystring: LeadSyncListQuerySchema,
        response: { 200: LeadSyncPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listLeadSyncs(app.ctx, callerOf(request), request.params.accountId, request.query),
  );
}
