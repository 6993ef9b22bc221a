import { MESSAGES } from '@cyber/domain';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import * as repo from '../auth.repository.ts';

/**
 * The attempt budget of one password check (sign-in, MFA reset, switching MFA off): failures
 * count against the account and the address, and reaching a limit blocks both for
 * LOGIN_LOCK_MINUTES. Every check is counted *before* it runs, in one atomic statement per key,
 * and given back when the password is right — so however many guesses arrive at once, at most
 * the limit of them are checked.
 */
export function passwordAttempts(
  deps: { db: Database; clock: Clock; config: Config },
  email: string,
  ip: string,
) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const keys = { account: `account:${email.toLowerCase()}`, ip: `ip:${ip}` };
  const limits = {
    account: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    ip: config.LOGIN_MAX_FAILURES_PER_IP,
  };
  const window = {
    now,
    windowStart: new Date(now.getTime() - config.LOGIN_LOCK_MINUTES * 60_000),
    lockUntil: new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000),
  };

  /** Count one attempt against both keys; true when that goes over a limit. */
  const count = () =>
    db.transaction(async (tx) => {
      const account = await repo.recordThrottleFailure(tx, keys.account, {
        ...window,
        max: limits.account,
      });
      const address = await repo.recordThrottleFailure(tx, keys.ip, { ...window, max: limits.ip });
      return account > limits.account || address > limits.ip;
    });

  return {
    /** Before a password check: refuse a blocked caller (429), else count the attempt. */
    async reserve(): Promise<void> {
      const throttles = await repo.findThrottles(db, [keys.account, keys.ip]);
      if (throttles.some((t) => t.blockedUntil && t.blockedUntil > now)) {
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
      }
      if (await count()) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
    },
    /** The password was right: give the counted attempt back. */
    refund: () =>
      db.transaction(async (tx) => {
        await repo.refundThrottleAttempt(tx, keys.account, limits.account);
        await repo.refundThrottleAttempt(tx, keys.ip, limits.ip);
      }),
    /** A further failure after the password (a wrong second factor). */
    fail: async (): Promise<void> => {
      await count();
    },
    /** A complete sign-in: the account's failures are forgotten. */
    clearAccount: (tx: Database) => repo.clearThrottle(tx, keys.account),
  };
}
