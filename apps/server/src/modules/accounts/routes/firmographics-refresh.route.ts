import type { FastifyInstance } from 'fastify';
import {
  AccountIdParamsSchema,
  FirmographicsProposalSchema,
  FirmographicsRefreshedSchema,
  FirmographicsRefreshInputSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { proposeFirmographics, refreshFirmographics } from '../services/refresh-firmographics.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** Refresh firmographic data (spec 2 §2): see what the provider proposes, then apply it. */
export function firmographicsRefreshRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.get(
    '/api/account/v1/accounts/:accountId/firmographics/proposal',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'What a firmographics refresh would fill in or overwrite (nothing is written)',
        params: AccountIdParamsSchema,
        response: { 200: FirmographicsProposalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => proposeFirmographics(app.ctx, callerOf(request), request.params.accountId),
  );
  api.post(
    '/api/account/v1/accounts/:accountId/firmographics/refresh',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Refresh firmographics: fill empty fields (and overwrite others when asked)',
        params: AccountIdParamsSchema,
        body: FirmographicsRefreshInputSchema,
        response: { 200: FirmographicsRefreshedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      refreshFirmographics(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
