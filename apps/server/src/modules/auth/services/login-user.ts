import { MESSAGES, type LoginRequest, type MfaType } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { SecretBox } from '../../../lib/crypto.ts';
import type { Messenger } from '../../../lib/mail.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import { consumeCode } from '../../mfa/mfa.repository.ts';
import { checkLoginSecondFactor, sendLoginCode } from '../../mfa/services/login-second-factor.ts';
import * as repo from '../auth.repository.ts';
import type { AuthDeps, RequestContext } from '../auth.context.ts';
import { openSession } from './open-session.ts';

export type LoginResult =
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'mfa-required'; mfaType: MfaType };

/**
 * Sign a user in. Order matters: throttling first (so a blocked caller learns nothing), then the
 * password (so only the owner of the password learns the account's state), then the account
 * state (disabled 409, unvalidated 412, expired 418), then the second factor (307). For e-mail
 * and text factors, a 307 also sends a fresh code (rate-limited: 429 when asked too often).
 */
export async function loginUser(
  deps: AuthDeps & { messenger: Messenger; secrets: SecretBox },
  input: LoginRequest,
  ctx: RequestContext,
): Promise<LoginResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const email = input.username.toLowerCase();
  const keys = { account: `account:${email}`, ip: `ip:${ctx.ip}` };

  const throttles = await repo.findThrottles(db, [keys.account, keys.ip]);
  if (throttles.some((t) => t.blockedUntil && t.blockedUntil > now)) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
  }

  const fail = async (error: AppError): Promise<never> => {
    const windowStart = new Date(now.getTime() - config.LOGIN_LOCK_MINUTES * 60_000);
    const lockUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      await repo.recordThrottleFailure(tx, keys.account, {
        now,
        windowStart,
        lockUntil,
        max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      });
      await repo.recordThrottleFailure(tx, keys.ip, {
        now,
        windowStart,
        lockUntil,
        max: config.LOGIN_MAX_FAILURES_PER_IP,
      });
    });
    throw error;
  };

  const user = await repo.findUserByEmail(db, email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    return fail(new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials));
  }

  const membership = await repo.findMembership(db, user.id);
  if (user.status !== 'ACTIVE' || !membership) {
    throw new AppError('CONFLICT', MESSAGES.accountDisabled);
  }
  if (membership.organisation.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', MESSAGES.organisationDisabled);
  }
  if (!user.emailValidatedAt) {
    throw new AppError('PRECONDITION_FAILED', MESSAGES.unvalidatedUser);
  }
  if (user.passwordExpiresAt && user.passwordExpiresAt <= now) {
    throw new AppError('PASSWORD_EXPIRED', MESSAGES.passwordExpired);
  }

  let mfaStep: number | null = null;
  let mfaCodeId: string | null = null;
  if (user.mfaType !== 'NONE') {
    if (!input.mfaCode) {
      if (user.mfaType === 'EMAIL' || user.mfaType === 'SMS') {
        await sendLoginCode(deps, user, membership.organisation);
      }
      return { kind: 'mfa-required', mfaType: user.mfaType as MfaType };
    }
    const check = await checkLoginSecondFactor(deps, user, input.mfaCode);
    if (!check.ok) return fail(new AppError('UNAUTHENTICATED', check.message));
    mfaStep = check.totpStep;
    mfaCodeId = check.codeId;
  }

  return db.transaction(async (tx) => {
    const { session, ...tokens } = await openSession(
      deps,
      tx,
      {
        userId: user.id,
        accountId: membership.organisation.id,
        rememberDevice: input.rememberDevice ?? false,
      },
      ctx,
    );
    if (mfaStep !== null) await repo.saveMfaStep(tx, user.id, mfaStep);
    // A sent code is single use: a concurrent sign-in with the same code loses here.
    if (mfaCodeId !== null && !(await consumeCode(tx, mfaCodeId, now))) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.invalidMfaCode);
    }
    await repo.clearThrottle(tx, keys.account);
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
      {
        action: 'auth.login',
        entityType: 'session',
        entityId: session.id,
        after: { rememberDevice: session.rememberDevice },
      },
      now,
    );
    return { kind: 'tokens' as const, ...tokens };
  });
}
