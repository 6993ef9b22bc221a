import { MESSAGES } from '@cyber/domain';
import { AppError } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { findThrottles, recordThrottleFailure } from '../auth/auth.repository.ts';
import type { MfaDeps } from './mfa.context.ts';

/**
 * Verify a password outside the sign-in form (MFA reset, switching MFA off) under the same
 * throttles as sign-in: failures count against the account and the address, and a blocked
 * caller is refused before the password is even checked.
 */
export async function checkPasswordThrottled(
  deps: Pick<MfaDeps, 'db' | 'clock' | 'config'>,
  user: { email: string; passwordHash: string } | undefined,
  email: string,
  password: string,
  ip: string,
): Promise<boolean> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const keys = [`account:${email.toLowerCase()}`, `ip:${ip}`];
  const throttles = await findThrottles(db, keys);
  if (throttles.some((t) => t.blockedUntil && t.blockedUntil > now)) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
  }
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (ok) return true;
  const windowStart = new Date(now.getTime() - config.LOGIN_LOCK_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await recordThrottleFailure(tx, keys[0]!, {
      now,
      windowStart,
      lockUntil,
      max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    });
    await recordThrottleFailure(tx, keys[1]!, {
      now,
      windowStart,
      lockUntil,
      max: config.LOGIN_MAX_FAILURES_PER_IP,
    });
  });
  return false;
}
