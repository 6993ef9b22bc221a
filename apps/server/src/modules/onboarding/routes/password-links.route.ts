import type { FastifyInstance } from 'fastify';
import {
  ConfirmUserRequestSchema,
  OnboardingMessageSchema,
  PasswordLinkInfoSchema,
  PasswordResetRequestSchema,
  TokenPairSchema,
} from '@cyber/domain';
import { z } from 'zod';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { checkPasswordLink, resetPassword } from '../services/password-reset.ts';
import { confirmUser } from '../services/user-confirmation.ts';
import { requestContext } from '../../../context/index.ts';

const params = z.object({ id: z.string().min(1).max(200) });

/**
 * The reset-password and confirm-user links (spec 1 §7): a check when the page opens, then the
 * set-password call. 404 unknown, 400 expired or used, 401 go to login.
 */
export function passwordLinkRoutes(app: FastifyInstance) {
  const checkSchema = {
    tags: ['onboarding'],
    params,
    response: { 200: PasswordLinkInfoSchema, ...errorResponses(400, 401, 404) },
  };
  const info = (user: { email: string; firstName: string }) => ({
    email: user.email,
    firstName: user.firstName,
  });

  zodApp(app).get(
    '/api/auth/v1/checkPasswordReset/:id',
    {
      config: { permission: 'public' },
      schema: { ...checkSchema, summary: 'Check a password reset link' },
    },
    async (request) =>
      info((await checkPasswordLink(app.ctx, 'PASSWORD_RESET', request.params.id)).user),
  );

  zodApp(app).post(
    '/api/auth/v1/validatePasswordReset/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Set a new password with a reset link (no tokens; other sessions end)',
        params,
        body: PasswordResetRequestSchema,
        response: { 200: OnboardingMessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      resetPassword(app.ctx, request.params.id, request.body, requestContext(request)),
  );

  zodApp(app).get(
    '/api/auth/v1/checkUserInvited/:id',
    {
      config: { permission: 'public' },
      schema: { ...checkSchema, summary: 'Check a confirm-user link' },
    },
    async (request) =>
      info((await checkPasswordLink(app.ctx, 'USER_CONFIRM', request.params.id)).user),
  );

  zodApp(app).post(
    '/api/auth/v1/validateUserInvited/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Confirm a user created by an admin by setting the password (signs them in)',
        params,
        body: ConfirmUserRequestSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      confirmUser(app.ctx, request.params.id, request.body, requestContext(request)),
  );
}
