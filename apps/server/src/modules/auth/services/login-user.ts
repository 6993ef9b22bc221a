import { MESSAGES, type LoginRequest, type MfaType } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import * as repo from '../auth.repository.ts';
import { openSession } from './open-session.ts';
import { passwordAttempts } from './password-attempts.ts';
import type { RequestContext, SecondFactor, ServiceDeps } from '../../../context/index.ts';

export type LoginResult =
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'mfa-required'; mfaType: MfaType };

/**
 * Sign a user in. Order matters: throttling first (so a blocked caller learns nothing; each
 * password check is counted before it runs, see `passwordAttempts`), then the
 * password (so only the owner of the password learns the account's state), then the account
 * state (disabled 409, unvalidated 412, expired 418), then the second factor (307). For e-mail
 * and text factors, a 307 also sends a fresh code (rate-limited: 429 when asked too often).
 */
export async function loginUser(
  deps: ServiceDeps & { secondFactor: SecondFactor },
  input: LoginRequest,
  ctx: RequestContext,
): Promise<LoginResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const email = input.username.toLowerCase();

  const attempts = passwordAttempts(deps, email, ctx.ip);
  await attempts.reserve();
  const user = await repo.findUserByEmail(db, email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  await attempts.refund();
  /** A wrong second factor counts as a failed attempt too. */
  const fail = async (error: AppError): Promise<never> => {
    await attempts.fail();
    throw error;
  };

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
        await deps.secondFactor.sendLoginCode(user, membership.organisation);
      }
      return { kind: 'mfa-required', mfaType: user.mfaType as MfaType };
    }
    const check = await deps.secondFactor.checkLoginCode(user, input.mfaCode);
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
    // An authenticator code is single use: a concurrent sign-in with the same code loses here.
    if (mfaStep !== null && !(await repo.useMfaStep(tx, user.id, mfaStep))) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.invalidMfaCode);
    }
    // A sent code is single use: a concurrent sign-in with the same code loses here.
    if (mfaCodeId !== null && !(await deps.secondFactor.consumeCode(tx, mfaCodeId, now))) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.invalidMfaCode);
    }
    await attempts.clearAccount(tx);
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
