import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MfaMessageSchema, MfaResetRequestSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { confirmMfaReset } from '../services/confirm-mfa-reset.ts';
import { requestMfaReset } from '../services/request-mfa-reset.ts';
import { requestContext } from '../../../context/index.ts';

export function mfaResetRoutes(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/mfa/reset',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['mfa'],
        summary:
          'Lost second factor: prove the password, receive a single-use reset link by e-mail',
        body: MfaResetRequestSchema,
        response: { 200: MfaMessageSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => requestMfaReset(app.ctx, request.body, requestContext(request)),
  );

  zodApp(app).post(
    '/api/auth/v1/validateMFAReset/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['mfa'],
        summary: 'Use the e-mailed MFA reset link: MFA is turned off',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: MfaMessageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => confirmMfaReset(app.ctx, request.params.token, requestContext(request)),
  );
}
