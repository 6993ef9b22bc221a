import { isActingAsProvider, ONBOARDING_MESSAGES, type PasswordResetRequest } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import {
  consumeAuthToken,
  issueAuthToken,
  lookupAuthToken,
  revokeUserTokens,
  type AuthTokenPurpose,
} from '../../../lib/one-time.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { verifyCaptcha } from './captcha.ts';
import { spendEmailBudget } from './email-budget.ts';
import { assertAcceptablePassword, passwordColumns } from './password-policy.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { clearSignInThrottle, revokeUserSessions } from '../../auth/index.ts';

/** E-mail a reset link; a new link retires the older ones. */
async function sendPasswordReset(
  deps: OnboardingDeps,
  tx: Tx,
  user: repo.UserRow,
  createdBy: string | null,
) {
  const now = deps.clock.now();
  const minutes = deps.config.PASSWORD_RESET_TTL_MINUTES;
  await revokeUserTokens(tx, user.id, 'PASSWORD_RESET', now);
  const { token } = await issueAuthToken(tx, {
    purpose: 'PASSWORD_RESET',
    now,
    ttlMs: minutes * 60_000,
    userId: user.id,
    email: user.email,
    createdBy,
  });
  const { text, html } = renderEmail({
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      createdBy
        ? 'Your administrator has asked us to send you a link to reset your Cyber Platform password.'
        : 'We received a request to reset the password of your Cyber Platform account.',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.`,
    ],
    action: { label: 'Reset password', url: appLink(deps.config, `/reset-password/${token}`) },
  });
  await deps.messenger.email(tx, {
    to: user.email,
    subject: 'Reset your password',
    text,
    html,
    template: 'password-reset',
    userId: user.id,
  });
}

/**
 * Forgot password (public): a captcha first, a budget per address, and the same answer whether
 * or not the address has an account.
 */
export async function requestPasswordReset(
  deps: OnboardingDeps,
  email: string,
  captcha: string | undefined,
  ctx: RequestContext,
) {
  await verifyCaptcha(deps, captcha, ctx.ip);
  await spendEmailBudget(deps, 'password-reset', email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && user.status === 'ACTIVE') {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await sendPasswordReset(deps, tx, user, null);
      await recordAudit(
        tx,
        actorOf({ userId: null, accountId: null, subscriberAccountId: null }, ctx),
        { action: 'password.reset-requested', entityType: 'user', entityId: user.id },
        now,
      );
    });
    deps.messenger.kick();
  }
  return { message: ONBOARDING_MESSAGES.resetEmailSent };
}

/** An admin sends a reset e-mail to a user of their organisation (provider staff: anyone). */
export async function adminPasswordReset(
  deps: OnboardingDeps,
  caller: Caller,
  email: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const user = await repo.findUserByEmail(deps.db, email);
  const visible =
    user &&
    (isActingAsProvider(caller.claims) ||
      (await repo.findMembership(deps.db, user.id, caller.actor.accountId)));
  if (!user || !visible) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.userNotFound);
  if (user.status !== 'ACTIVE') throw new AppError('CONFLICT', ONBOARDING_MESSAGES.userDisabled);
  await deps.db.transaction(async (tx) => {
    await sendPasswordReset(deps, tx, user, caller.actor.userId);
    await recordAudit(
      tx,
      actorOf(
        {
          userId: caller.actor.userId,
          accountId: caller.actor.accountId,
          subscriberAccountId: null,
        },
        ctx,
      ),
      { action: 'password.reset-sent', entityType: 'user', entityId: user.id },
      now,
    );
  });
  deps.messenger.kick();
  return { message: ONBOARDING_MESSAGES.resetEmailSentByAdmin };
}

/**
 * A reset or confirm-user link (spec 1 §7): 404 unknown, 400 expired or used, 401 when the
 * account cannot set a password this way (disabled: go to the login page).
 */
export async function checkPasswordLink(
  deps: OnboardingDeps,
  purpose: Extract<AuthTokenPurpose, 'PASSWORD_RESET' | 'USER_CONFIRM'>,
  token: string,
) {
  const found = await lookupAuthToken(deps.db, purpose, token, deps.clock.now());
  if (found.status === 'unknown') {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.resetLinkNotFound);
  }
  if (found.status === 'expired') {
    throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.resetLinkExpired);
  }
  if (found.status === 'used') throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.resetLinkUsed);
  const user = found.row.userId ? await repo.findUserById(deps.db, found.row.userId) : undefined;
  if (!user || user.email !== found.row.email) {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.resetLinkNotFound);
  }
  if (user.status !== 'ACTIVE') {
    throw new AppError('UNAUTHENTICATED', ONBOARDING_MESSAGES.resetLinkGoToLogin);
  }
  return { token: found.row, user };
}

/**
 * Set a new password with a reset link: no tokens are returned, every session of the user ends,
 * and the address counts as proven (the link came through it).
 */
export async function resetPassword(
  deps: OnboardingDeps,
  token: string,
  input: PasswordResetRequest,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const { token: row, user } = await checkPasswordLink(deps, 'PASSWORD_RESET', token);
  assertAcceptablePassword(input.password, user.email);
  const password = await passwordColumns(input.password, now, deps.config);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, row.id, now))) {
      throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.resetLinkUsed);
    }
    await repo.updateUser(tx, user.id, password);
    await repo.markEmailValidated(tx, user.id, now);
    await revokeUserSessions(tx, user.id, null, 'password-reset', now);
    await revokeUserTokens(tx, user.id, 'PASSWORD_RESET', now);
    await clearSignInThrottle(tx, user.email);
    await recordAudit(
      tx,
      actorOf({ userId: user.id, accountId: null, subscriberAccountId: null }, ctx),
      { action: 'password.reset', entityType: 'user', entityId: user.id },
      now,
    );
  });
  return { message: ONBOARDING_MESSAGES.passwordResetDone };
}
