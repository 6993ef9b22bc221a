import { authenticator } from 'otplib';
import { MESSAGES, type LoginRequest, type MfaType } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import * as repo from '../auth.repository.ts';
import type { AuthDeps, RequestContext } from '../auth.context.ts';
import { issueTokens } from './issue-tokens.ts';

export type LoginResult =
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'mfa-required'; mfaType: MfaType };

const TOTP_STEP_MS = 30_000;

/** Accept a TOTP code once: within ±1 step of now and later than the last accepted step. */
function acceptTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const totp = authenticator.clone({ epoch: now.getTime(), window: 1 });
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / TOTP_STEP_MS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/**
 * Sign a user in. Order matters: throttling first (so a blocked caller learns nothing), then the
 * password (so only the owner of the password learns the account's state), then the account
 * state (disabled 409, unvalidated 412, expired 418), then the second factor (307).
 */
export async function loginUser(
  deps: AuthDeps,
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
  if (user.mfaType !== 'NONE') {
    if (!input.mfaCode) return { kind: 'mfa-required', mfaType: user.mfaType as MfaType };
    // Authenticator-app codes are checked here; e-mailed and texted codes arrive with the
    // identity work (one-time codes) and are refused until then.
    mfaStep =
      user.mfaType === 'GOOGLE' && user.mfaSecret
        ? acceptTotp(user.mfaSecret, input.mfaCode, now, user.mfaLastStep)
        : null;
    if (mfaStep === null) return fail(new AppError('UNAUTHENTICATED', MESSAGES.invalidMfaCode));
  }

  return db.transaction(async (tx) => {
    const session = await repo.createSession(tx, {
      userId: user.id,
      accountId: membership.organisation.id,
      subscriberAccountId: membership.organisation.id,
      realm: 'ACCOUNT',
      rememberDevice: input.rememberDevice ?? false,
      createdAt: now,
      lastUsedAt: now,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    });
    const tokens = await issueTokens(deps, tx, session);
    if (mfaStep !== null) await repo.saveMfaStep(tx, user.id, mfaStep);
    await repo.recordLogin(tx, user.id, now);
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
