import type { FastifyInstance } from 'fastify';
import { AccountIdParamsSchema, JumpTokenSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createSwitchToken } from '../services/create-switch-token.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function switchTokenRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/accounts/:accountId/myToken',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['access'],
        summary: 'Switch to another organisation the user belongs to: a token for /loading/{token}',
        params: AccountIdParamsSchema,
        response: { 200: JumpTokenSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      createSwitchToken(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        requestContext(request),
      ),
  );
}
