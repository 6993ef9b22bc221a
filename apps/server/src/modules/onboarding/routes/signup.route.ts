import type { FastifyInstance } from 'fastify';
import {
  ONBOARDING_MESSAGES,
  SignupPendingSchema,
  SignupRequestSchema,
  SignupTokensSchema,
  ValidationTokenQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { signUp } from '../services/sign-up.ts';
import { requestContext } from '../../../context/index.ts';

export function signupRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/signup',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary:
          'Create an organisation and its admin from a NEW_ACCOUNT invitation (200 signed in, 202 e-mail to confirm first)',
        querystring: ValidationTokenQuerySchema,
        body: SignupRequestSchema,
        response: {
          200: SignupTokensSchema,
          202: SignupPendingSchema,
          ...errorResponses(400, 412),
        },
      },
    },
    async (request, reply) => {
      const result = await signUp(
        app.ctx,
        request.body,
        request.query.validationToken,
        requestContext(request),
      );
      if (result.kind === 'validation-sent') {
        return reply.status(202).send({
          emailValidationRequired: true,
          message: ONBOARDING_MESSAGES.signupValidationSent,
        });
      }
      return reply.send({
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        accountType: result.accountType,
      });
    },
  );
}
