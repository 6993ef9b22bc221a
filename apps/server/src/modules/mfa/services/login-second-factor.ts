import { MFA_MESSAGES, type MfaType } from '@cyber/domain';
import type { users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SecretBox } from '../../../lib/crypto.ts';
import type { SecondFactor, SecondFactorCheck } from '../../../context/index.ts';
import type { CodeDeps } from '../mfa.context.ts';
import { consumeCode } from '../mfa.repository.ts';
import { assertCanSend, checkCode, issueCode } from '../one-time-codes.ts';
import { toE164 } from '../phone.ts';
import { acceptTotp, openTotpSecret } from '../totp.ts';

type User = typeof users.$inferSelect;
type Organisation = { id: string; region: string };

/** Where a user's sign-in codes go for a factor sent by message, or null when nowhere. */
function destinationOf(user: User, organisation: Organisation): string | null {
  if (user.mfaType === 'EMAIL') return user.email;
  if (user.mfaType === 'SMS' && user.phone) return toE164(user.phone, organisation.region);
  return null;
}

/**
 * Send a fresh sign-in code by e-mail or text (the password was right and no code was given).
 * Rate-limited per user: one every 30 seconds, five every 15 minutes.
 */
export async function sendLoginCode(deps: CodeDeps, user: User, organisation: Organisation) {
  const to = destinationOf(user, organisation);
  if (!to) throw new AppError('CONFLICT', MFA_MESSAGES.noPhoneForSms);
  await assertCanSend(deps, user.id, 'LOGIN');
  await deps.db.transaction((tx) =>
    issueCode(deps, tx, {
      userId: user.id,
      organisationId: organisation.id,
      purpose: 'LOGIN',
      channel: user.mfaType === 'SMS' ? 'SMS' : 'EMAIL',
      to,
      greeting: `Hello ${user.firstName},`,
      reason: 'sign in',
    }),
  );
  deps.messenger.kick();
}

/**
 * Check the code typed at sign-in against the user's factor: an authenticator code (any one not
 * used before), or the newest e-mailed/texted code (single use, five guesses).
 */
export async function checkLoginSecondFactor(
  deps: Pick<CodeDeps, 'db' | 'clock' | 'config'> & { secrets: SecretBox },
  user: User,
  code: string,
): Promise<SecondFactorCheck> {
  const now = deps.clock.now();
  const type = user.mfaType as MfaType;
  if (type === 'GOOGLE') {
    const step = user.mfaSecret
      ? acceptTotp(openTotpSecret(deps.secrets, user.mfaSecret), code, now, user.mfaLastStep)
      : null;
    return step === null
      ? { ok: false, message: MFA_MESSAGES.codeInvalid }
      : { ok: true, totpStep: step, codeId: null };
  }
  if (type === 'EMAIL' || type === 'SMS') {
    const check = await checkCode(deps, user.id, 'LOGIN', code);
    return check.ok ? { ok: true, totpStep: null, codeId: check.row.id } : check;
  }
  return { ok: false, message: MFA_MESSAGES.codeInvalid };
}

/** The second factor sign-in uses (the port `SecondFactor`), over this module's codes. */
export function createSecondFactor(deps: CodeDeps & { secrets: SecretBox }): SecondFactor {
  return {
    sendLoginCode: (user, organisation) => sendLoginCode(deps, user, organisation),
    checkLoginCode: (user, code) => checkLoginSecondFactor(deps, user, code),
    consumeCode: (tx, codeId, at) => consumeCode(tx, codeId, at),
  };
}
