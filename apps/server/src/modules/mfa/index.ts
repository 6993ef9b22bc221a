import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES } from '@cyber/domain';
import { mfaDisableRoute } from './routes/mfa-disable.route.ts';
import { mfaResetRoutes } from './routes/mfa-reset.route.ts';
import { mfaUpdateRoute } from './routes/mfa-update.route.ts';
import { mfaVerifyRoute } from './routes/mfa-verify.route.ts';
import { profileRoutes } from './routes/profile.route.ts';
import { workflowRoutes } from './routes/workflow.route.ts';

/** The second factor sign-in uses (sending, checking and spending codes); `buildApp` wires it. */
export { createSecondFactor } from './services/login-second-factor.ts';

/**
 * Multi-factor settings and reset, one-time code workflows, and the user's own profile and
 * picture (spec 1 §3, §7). Multipart parsing is registered here only, for the avatar upload.
 */
export async function mfaModule(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  mfaUpdateRoute(app);
  mfaVerifyRoute(app);
  mfaDisableRoute(app);
  mfaResetRoutes(app);
  workflowRoutes(app);
  profileRoutes(app);
}
