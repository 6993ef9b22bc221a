import type { FastifyInstance } from 'fastify';
import { LoginRequestSchema, MESSAGES, MfaRequiredSchema, TokenPairSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { loginUser } from '../services/login-user.ts';
import { requestContext } from '../../../context/index.ts';

export function loginRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/login',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail, password and, when required, a 6-digit code',
        body: LoginRequestSchema,
        response: {
          200: TokenPairSchema,
          307: MfaRequiredSchema,
          ...errorResponses(400, 401, 409, 412, 418, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await loginUser(app.ctx, request.body, requestContext(request));
      if (result.kind === 'mfa-required') {
        // 307 without a Location header: the spec's "second factor needed" signal.
        return reply.status(307).send({ mfaType: result.mfaType, message: MESSAGES.mfaRequired });
      }
      return reply.send({ accessToken: result.accessToken, refreshToken: result.refreshToken });
    },
  );
}
