import type { FastifyInstance } from 'fastify';
import { AccountIdParamsSchema, JUMP_PATH_SEGMENTS, JumpTokenSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createJumpToken } from '../services/create-jump-token.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/**
 * POST /api/auth/v1/{personaPath}/{accountId}/jtoken — one route per account-type segment
 * (`admin/agencies` has a slash, so a single `:personaPath` parameter cannot match it).
 */
export function jumpTokenRoute(app: FastifyInstance) {
  for (const segment of new Set(Object.values(JUMP_PATH_SEGMENTS))) {
    zodApp(app).post(
      `/api/auth/v1/${segment}/:accountId/jtoken`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['access'],
          summary: `Jump into an organisation (${segment}): a single-use token for /loading/{token}`,
          params: AccountIdParamsSchema,
          response: { 200: JumpTokenSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        createJumpToken(
          app.ctx,
          callerOf(request),
          { segment, accountId: request.params.accountId },
          requestContext(request),
        ),
    );
  }
}
