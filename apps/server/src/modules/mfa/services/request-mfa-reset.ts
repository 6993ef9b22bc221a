import { MFA_MESSAGES, type MfaResetRequest } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { issueAuthToken, revokeUserTokens } from '../../../lib/one-time.ts';
import { findUserByEmail } from '../../auth/index.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { checkPasswordThrottled } from '../password-check.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * POST /api/auth/v1/mfa/reset — a user who lost their second factor proves the password and gets
 * a single-use link by e-mail (/confirmPasswordReset/{token}). Wrong credentials are a 401 and
 * count as a failed sign-in; a user without MFA, or a disabled one, is a 409.
 */
export async function requestMfaReset(
  deps: MfaDeps,
  input: MfaResetRequest,
  ctx: RequestContext,
): Promise<{ message: string }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const email = input.username.toLowerCase();
  const user = await findUserByEmail(db, email);
  if (!(await checkPasswordThrottled(deps, user, email, input.password, ctx.ip)) || !user) {
    throw new AppError('UNAUTHENTICATED', MFA_MESSAGES.resetInvalidCredentials);
  }
  if (user.status !== 'ACTIVE') throw new AppError('CONFLICT', MFA_MESSAGES.resetFailed);
  if (user.mfaType === 'NONE') throw new AppError('CONFLICT', MFA_MESSAGES.notEnabled);

  const [own] = await repo.organisationsOf(db, user.id);
  const organisationId = own?.organisation.id ?? null;
  await db.transaction(async (tx) => {
    await revokeUserTokens(tx, user.id, 'MFA_RESET', now);
    const { token, row } = await issueAuthToken(tx, {
      purpose: 'MFA_RESET',
      now,
      ttlMs: config.PASSWORD_RESET_TTL_MINUTES * 60_000,
      userId: user.id,
      email: user.email,
    });
    const body = renderEmail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        'We received a request to reset multi-factor authentication on your account. Open the link below to turn it off; you can then sign in with your password and set it up again.',
        `The link works once and expires in ${config.PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for this, change your password: someone knows it.`,
      ],
      action: { label: 'Reset MFA', url: appLink(config, `/confirmPasswordReset/${token}`) },
    });
    await deps.messenger.email(tx, {
      to: user.email,
      subject: 'Reset multi-factor authentication',
      ...body,
      template: 'mfa-reset',
      userId: user.id,
      organisationId,
    });
    await recordAudit(
      tx,
      actorOf(
        { userId: user.id, accountId: organisationId, subscriberAccountId: organisationId },
        ctx,
      ),
      { action: 'mfa.reset.requested', entityType: 'auth_token', entityId: row.id },
      now,
    );
  });
  deps.messenger.kick();
  return { message: MFA_MESSAGES.resetSent };
}
