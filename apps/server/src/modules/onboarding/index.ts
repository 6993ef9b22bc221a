import type { FastifyInstance } from 'fastify';
import { acceptInvitationRoute } from './routes/accept-invitation.route.ts';
import { adminPasswordResetRoute } from './routes/admin-password-reset.route.ts';
import { captchaRoute } from './routes/captcha.route.ts';
import { createInvitationRoute } from './routes/create-invitation.route.ts';
import { forgotPasswordRoute } from './routes/forgot-password.route.ts';
import { joinRoute } from './routes/join.route.ts';
import { listInvitationsRoute } from './routes/list-invitations.route.ts';
import { passwordConstraintsRoute } from './routes/password-constraints.route.ts';
import { passwordLinkRoutes } from './routes/password-links.route.ts';
import { resendInvitationRoute } from './routes/resend-invitation.route.ts';
import { resendValidationEmailRoute } from './routes/resend-validation-email.route.ts';
import { revokeInvitationRoute } from './routes/revoke-invitation.route.ts';
import { signupRoute } from './routes/signup.route.ts';
import { validateEmailRoute } from './routes/validate-email.route.ts';
import { validatePasswordRoute } from './routes/validate-password.route.ts';
import { validationTokenRoute } from './routes/validation-token.route.ts';

export { issueInvitation } from './services/issue-invitation.ts';
export { sendUserConfirmation } from './services/user-confirmation.ts';

/**
 * Onboarding (spec 1 §7 "Sign-up, invitation, passwords"): invitations and their landing, sign-up
 * and join, e-mail validation, password rules, forgot/reset password, confirm-user, captcha.
 */
export async function onboardingModule(app: FastifyInstance) {
  // invitations (admin) and their acceptance by an existing user
  createInvitationRoute(app);
  listInvitationsRoute(app);
  resendInvitationRoute(app);
  revokeInvitationRoute(app);
  acceptInvitationRoute(app);
  // landing, sign-up, join, e-mail validation
  validationTokenRoute(app);
  signupRoute(app);
  joinRoute(app);
  validateEmailRoute(app);
  resendValidationEmailRoute(app);
  // passwords and captcha
  passwordConstraintsRoute(app);
  validatePasswordRoute(app);
  captchaRoute(app);
  forgotPasswordRoute(app);
  adminPasswordResetRoute(app);
  passwordLinkRoutes(app);
}
