import { ONBOARDING_MESSAGES, type ConfirmUserRequest } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { consumeAuthToken, issueAuthToken, revokeUserTokens } from '../../../lib/one-time.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { checkPasswordLink } from './password-reset.ts';
import { assertAcceptablePassword, passwordColumns } from './password-policy.ts';
import { openSession } from '../../auth/index.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * Ask a user an admin created to confirm their account by choosing a password: issues the
 * USER_CONFIRM token (valid INVITATION_TTL_DAYS, a newer one retires older ones) and e-mails
 * `/confirmUser/{token}`. Call it inside the transaction that creates the user, then kick the
 * messenger after commit.
 */
export async function sendUserConfirmation(
  deps: Pick<OnboardingDeps, 'clock' | 'config' | 'messenger'>,
  tx: Tx,
  input: {
    user: { id: string; email: string; firstName: string };
    organisationName?: string | null;
    createdBy?: string | null;
  },
) {
  const now = deps.clock.now();
  const days = deps.config.INVITATION_TTL_DAYS;
  await revokeUserTokens(tx, input.user.id, 'USER_CONFIRM', now);
  const { token } = await issueAuthToken(tx, {
    purpose: 'USER_CONFIRM',
    now,
    ttlMs: days * 86_400_000,
    userId: input.user.id,
    email: input.user.email,
    createdBy: input.createdBy ?? null,
  });
  const where = input.organisationName ? ` for ${input.organisationName}` : '';
  const { text, html } = renderEmail({
    greeting: `Hello ${input.user.firstName},`,
    paragraphs: [
      `An account has been created for you${where} on the Cyber Platform.`,
      `Choose your password to confirm it. The link works once and expires in ${days} days.`,
    ],
    action: { label: 'Confirm your account', url: appLink(deps.config, `/confirmUser/${token}`) },
  });
  await deps.messenger.email(tx, {
    to: input.user.email,
    subject: 'Confirm your Cyber Platform account',
    text,
    html,
    template: 'user-confirmation',
    userId: input.user.id,
  });
  return { token };
}

/** Confirm a user by setting the password; they are signed in (tokens returned). */
export async function confirmUser(
  deps: OnboardingDeps,
  token: string,
  input: ConfirmUserRequest,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const { token: row, user } = await checkPasswordLink(deps, 'USER_CONFIRM', token);
  const membership = await repo.findDefaultMembership(deps.db, user.id);
  if (!membership || membership.organisation.status !== 'ACTIVE') {
    throw new AppError('UNAUTHENTICATED', ONBOARDING_MESSAGES.resetLinkGoToLogin);
  }
  assertAcceptablePassword(input.password, user.email);
  const password = await passwordColumns(input.password, now, deps.config);
  return deps.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, row.id, now))) {
      throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.resetLinkUsed);
    }
    await repo.updateUser(tx, user.id, password);
    await repo.markEmailValidated(tx, user.id, now);
    await recordAudit(
      tx,
      actorOf(
        {
          userId: user.id,
          accountId: membership.organisation.id,
          subscriberAccountId: membership.organisation.id,
        },
        ctx,
      ),
      { action: 'user.confirmed', entityType: 'user', entityId: user.id },
      now,
    );
    const tokens = await openSession(
      deps,
      tx,
      { userId: user.id, accountId: membership.organisation.id },
      ctx,
    );
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  });
}
