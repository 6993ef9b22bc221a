import {
  MESSAGES,
  MFA_MESSAGES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  type MfaStatus,
  type MfaVerifyRequest,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import { actorOfClaims } from '../actor.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { sendMfaNotice } from '../notices.ts';
import { checkCode } from '../one-time-codes.ts';
import { acceptConsecutive } from '../totp.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * POST /api/auth/v1/mfa/verify — prove the pending factor and switch it on: the TOTP secret is
 * stored sealed, a verified phone becomes the user's phone; audited, and the user is told by
 * e-mail. Wrong codes are a 400 (not 401: the client would take a 401 for an ended session).
 */
export async function verifyMfaEnrolment(
  deps: MfaDeps,
  claims: AccessClaims,
  input: MfaVerifyRequest,
  ctx: RequestContext,
): Promise<MfaStatus> {
  const { db, clock, secrets } = deps;
  const now = clock.now();
  const user = await repo.findUser(db, claims.sub);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);

  let codeId: string;
  let changes: { mfaSecret: string | null; mfaLastStep: number | null; phone?: string };
  if (input.mfaType === 'GOOGLE') {
    const pending = await repo.newestCode(db, user.id, 'MFA_ENROL', 'TOTP');
    if (!pending || pending.usedAt || pending.expiresAt <= now) {
      throw new AppError('BAD_REQUEST', MFA_MESSAGES.enrolmentMissing);
    }
    if (pending.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) {
      throw new AppError('BAD_REQUEST', MFA_MESSAGES.codeTooManyAttempts);
    }
    const sealed = String(pending.data.secret ?? '');
    const step = acceptConsecutive(secrets.open(sealed), input.mfa1, input.mfa2 ?? '', now);
    if (step === null) {
      await repo.addCodeAttempt(db, pending.id);
      throw new AppError('BAD_REQUEST', MFA_MESSAGES.totpCodesInvalid);
    }
    codeId = pending.id;
    changes = { mfaSecret: sealed, mfaLastStep: step };
  } else {
    const check = await checkCode(deps, user.id, 'MFA_ENROL', input.mfa1, input.mfaType);
    if (!check.ok) throw new AppError('BAD_REQUEST', check.message);
    codeId = check.row.id;
    changes = { mfaSecret: null, mfaLastStep: null };
    if (input.mfaType === 'SMS') changes.phone = String(check.row.data.phone);
  }

  const actor = await actorOfClaims(db, claims, ctx);
  await db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, codeId, now))) {
      throw new AppError('BAD_REQUEST', MFA_MESSAGES.codeUsed);
    }
    await repo.updateUser(tx, user.id, { mfaType: input.mfaType, ...changes, updatedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: 'mfa.enabled',
        entityType: 'user',
        entityId: user.id,
        before: { mfaType: user.mfaType },
        after: { mfaType: input.mfaType, ...(changes.phone ? { phone: changes.phone } : {}) },
      },
      now,
    );
    await sendMfaNotice(deps, tx, user, actor.subscriberAccountId, input.mfaType);
  });
  deps.messenger.kick();
  return { mfaType: input.mfaType, message: MFA_MESSAGES.enabled };
}
