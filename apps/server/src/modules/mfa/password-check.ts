import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { passwordAttempts } from '../auth/index.ts';
import type { MfaDeps } from './mfa.context.ts';

/**
 * Verify a password outside the sign-in form (MFA reset, switching MFA off) under the same
 * attempt budget as sign-in (`passwordAttempts`): a blocked caller is refused before the
 * password is even checked, and concurrent guesses cannot exceed the limit.
 */
export async function checkPasswordThrottled(
  deps: Pick<MfaDeps, 'db' | 'clock' | 'config'>,
  user: { email: string; passwordHash: string } | undefined,
  email: string,
  password: string,
  ip: string,
): Promise<boolean> {
  const attempts = passwordAttempts(deps, email, ip);
  await attempts.reserve();
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (ok) await attempts.refund();
  return ok;
}
