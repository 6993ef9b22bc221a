import type { FastifyInstance } from 'fastify';
import { findSession, pruneThrottles } from './auth.repository.ts';
import { accessRoute } from './routes/access.route.ts';
import { envRoute } from './routes/env.route.ts';
import { flagsRoute } from './routes/flags.route.ts';
import { loginRoute } from './routes/login.route.ts';
import { logoutRoute } from './routes/logout.route.ts';
import { meRoute } from './routes/me.route.ts';
import { permissionsMapRoute } from './routes/permissions-map.route.ts';
import { ssoProvidersRoutes } from './routes/sso-providers.route.ts';
import { ssoStartRoute } from './routes/sso-start.route.ts';
import { ssoTokenRoute } from './routes/sso-token.route.ts';
import { pruneLoginStates } from './sso.repository.ts';

export {
  /** The user's membership in an organisation (or their default one), with its permissions. */
  findMembership,
  findOrganisation,
  /** A session by id, revoked or not (a token's `sid`). */
  findSession,
  findUserByEmail,
  findUserById,
  /** Count one failure against a throttle key (blocks it at the limit). */
  recordThrottleFailure,
  /** Count one use of a budget (e-mails sent to an address in a window). */
  countBudgetUse,
  /** Several keys' uses at once, with their windows' start: the per-IP request budget. */
  countWindowUses,
  /** Forget failed sign-ins of an address (after its owner reset the password). */
  clearSignInThrottle,
  /** End a user's live sessions, in one organisation or all of them. */
  revokeUserSessions,
  // Users and memberships: this module is their only writer.
  clearPrimaryContact,
  deleteMembership,
  deleteUser,
  insertMembership,
  insertUser,
  markEmailValidated,
  updateMembership,
  updateUser,
  /** A user's full name as a scalar subquery (the authors in other modules' lists). */
  userNameOf,
} from './auth.repository.ts';
/** The one way a session starts: a session row and its first token pair. */
export { openSession } from './services/open-session.ts';
/** The attempt budget of one password check (sign-in, MFA reset, switching MFA off). */
export { passwordAttempts } from './services/password-attempts.ts';

/** A day: longer than any throttle's or budget's window. */
const THROTTLE_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Sign-in (password and single sign-on), sessions and the signed-in user (spec 1 §7). */
export async function authModule(app: FastifyInstance) {
  // The auth plugin checks the session of every bearer token here.
  app.authSources.findSession = (sid) => findSession(app.ctx.db, sid);
  // Counters of ended windows (sign-in throttles, e-mail budgets, the request budget) go hourly.
  app.ctx.jobs.register(
    'auth.prune-throttles',
    async () => {
      const now = app.ctx.clock.now();
      await pruneThrottles(app.ctx.db, new Date(now.getTime() - THROTTLE_ROWS_KEPT_MS), now);
    },
    { everyMs: 60 * 60 * 1000 },
  );
  // Started single sign-ons that were used or expired go hourly too (decision 061).
  app.ctx.jobs.register(
    'auth.prune-sso-states',
    async () => {
      await pruneLoginStates(app.ctx.db, app.ctx.clock.now());
    },
    { everyMs: 60 * 60 * 1000 },
  );
  loginRoute(app);
  ssoStartRoute(app);
  ssoTokenRoute(app);
  ssoProvidersRoutes(app);
  accessRoute(app);
  logoutRoute(app);
  meRoute(app);
  permissionsMapRoute(app);
  envRoute(app);
  flagsRoute(app);
}
