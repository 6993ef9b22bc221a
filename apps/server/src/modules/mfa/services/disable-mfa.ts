import { MESSAGES, MFA_MESSAGES, type MfaStatus } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import { actorOfClaims } from '../actor.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { sendMfaNotice } from '../notices.ts';
import { checkPasswordThrottled } from '../password-check.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * POST /api/auth/v1/mfa/disable — switch MFA off with the password. Refused (409) while any
 * organisation of the user enforces MFA; a wrong password is a 400 and counts as a failed
 * sign-in.
 */
export async function disableMfa(
  deps: MfaDeps,
  claims: AccessClaims,
  password: string,
  ctx: RequestContext,
): Promise<MfaStatus> {
  const { db, clock } = deps;
  const now = clock.now();
  const user = await repo.findUser(db, claims.sub);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  const organisations = await repo.organisationsOf(db, user.id);
  if (organisations.some((o) => o.organisation.enforceMfa)) {
    throw new AppError('CONFLICT', MFA_MESSAGES.enforced);
  }
  if (user.mfaType === 'NONE') throw new AppError('CONFLICT', MFA_MESSAGES.alreadyNone);
  if (!(await checkPasswordThrottled(deps, user, user.email, password, ctx.ip))) {
    throw new AppError('BAD_REQUEST', MFA_MESSAGES.passwordWrong);
  }

  const actor = await actorOfClaims(db, claims, ctx);
  await db.transaction(async (tx) => {
    await repo.clearMfa(tx, user.id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'mfa.disabled',
        entityType: 'user',
        entityId: user.id,
        before: { mfaType: user.mfaType },
        after: { mfaType: 'NONE' },
      },
      now,
    );
    await sendMfaNotice(deps, tx, user, actor.subscriberAccountId, 'NONE');
  });
  deps.messenger.kick();
  return { mfaType: 'NONE', message: MFA_MESSAGES.disabled };
}
