import { EMAIL_VALIDATION_TTL_HOURS, ONBOARDING_MESSAGES } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import {
  consumeAuthToken,
  issueAuthToken,
  lookupAuthToken,
  revokeUserTokens,
} from '../../../lib/one-time.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { spendEmailBudget } from './email-budget.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * E-mail a single-use link that proves the address (a newer link retires older ones). The link
 * opens the resend-validation page, which validates it — and offers a new e-mail if it fails.
 */
export async function sendEmailValidation(
  deps: Pick<OnboardingDeps, 'clock' | 'config' | 'messenger'>,
  tx: Tx,
  user: { id: string; email: string; firstName: string },
) {
  const now = deps.clock.now();
  await revokeUserTokens(tx, user.id, 'EMAIL_VALIDATION', now);
  const { token } = await issueAuthToken(tx, {
    purpose: 'EMAIL_VALIDATION',
    now,
    ttlMs: EMAIL_VALIDATION_TTL_HOURS * 3_600_000,
    userId: user.id,
    email: user.email,
  });
  const { text, html } = renderEmail({
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      'Please confirm your email address to finish setting up your Cyber Platform account.',
      `The link works once and expires in ${EMAIL_VALIDATION_TTL_HOURS} hours.`,
    ],
    action: {
      label: 'Confirm email address',
      url: appLink(deps.config, `/resend-validation?token=${encodeURIComponent(token)}`),
    },
  });
  await deps.messenger.email(tx, {
    to: user.email,
    subject: 'Confirm your email address',
    text,
    html,
    template: 'email-validation',
    userId: user.id,
  });
}

/** Use a validation link: the address is proven and the user can sign in. */
export async function validateEmail(deps: OnboardingDeps, token: string, ctx: RequestContext) {
  const now = deps.clock.now();
  const found = await lookupAuthToken(deps.db, 'EMAIL_VALIDATION', token, now);
  if (found.status === 'unknown') {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.validationLinkInvalid);
  }
  if (found.status === 'expired') {
    throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.validationLinkExpired);
  }
  if (found.status === 'used') {
    throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.validationLinkUsed);
  }
  const user = found.row.userId ? await repo.findUserById(deps.db, found.row.userId) : undefined;
  // The address changed since the link was sent: the link proves nothing any more.
  if (!user || user.email !== found.row.email) {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.validationLinkInvalid);
  }
  await deps.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, found.row.id, now))) {
      throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.validationLinkUsed);
    }
    await repo.markEmailValidated(tx, user.id, now);
    await recordAudit(
      tx,
      actorOf({ userId: user.id, accountId: null, subscriberAccountId: null }, ctx),
      { action: 'user.email-validated', entityType: 'user', entityId: user.id },
      now,
    );
  });
  return { message: ONBOARDING_MESSAGES.emailValidated };
}

/**
 * Send a new validation link — only to an existing, active, unvalidated user — and answer the
 * same whatever the address (no account enumeration). Each address has a small budget.
 */
export async function resendValidationEmail(
  deps: OnboardingDeps,
  email: string,
  ctx: RequestContext,
) {
  await spendEmailBudget(deps, 'validation', email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && !user.emailValidatedAt && user.status === 'ACTIVE') {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await sendEmailValidation(deps, tx, user);
      await recordAudit(
        tx,
        actorOf({ userId: null, accountId: null, subscriberAccountId: null }, ctx),
        { action: 'user.validation-email-sent', entityType: 'user', entityId: user.id },
        now,
      );
    });
    deps.messenger.kick();
  }
  return { message: ONBOARDING_MESSAGES.validationEmailSent };
}
