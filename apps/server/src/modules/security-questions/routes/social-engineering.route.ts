import type { FastifyInstance } from 'fastify';
import {
  AccountIdParamsSchema,
  SocialEngineeringInputSchema,
  SocialEngineeringResultSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { checkSocialEngineering, getSocialEngineering } from '../services/social-engineering.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** The social engineering questionnaire (spec 3 §3): socialEngineering and reasons. */
export function socialEngineeringRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.get(
    '/api/account/v1/accounts/:accountId/social-engineering',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['security-questions'],
        summary: 'The last social engineering check of an account (or of its answers on file)',
        params: AccountIdParamsSchema,
        response: { 200: SocialEngineeringResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSocialEngineering(app.ctx, callerOf(request), request.params.accountId),
  );
  api.post(
    '/api/account/v1/accounts/:accountId/social-engineering',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['security-questions'],
        summary: 'Check (and save) the three fund-transfer answers: socialEngineering and reasons',
        params: AccountIdParamsSchema,
        body: SocialEngineeringInputSchema,
        response: { 200: SocialEngineeringResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      checkSocialEngineering(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
