import {
  CODE_RESEND_MAX_PER_WINDOW,
  CODE_RESEND_MIN_INTERVAL_SECONDS,
  CODE_RESEND_WINDOW_MINUTES,
  MFA_MESSAGES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_TTL_SECONDS,
  type OneTimeCodePurpose,
} from '@cyber/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { keyedHash, sameDigest } from '../../lib/crypto.ts';
import { renderEmail } from '../../lib/mail.ts';
import { newNumericCode } from '../../lib/one-time.ts';
import type { CodeDeps } from './mfa.context.ts';
import * as repo from './mfa.repository.ts';

export type CodeChannel = 'EMAIL' | 'SMS' | 'TOTP';

/** The stored form of a code: keyed, and bound to its user and purpose. */
export const hashCode = (key: string, userId: string, purpose: string, code: string) =>
  keyedHash(key, `${userId}:${purpose}:${code}`);

/**
 * Refuse a new code when one went out less than 30 seconds ago, or five in the last 15 minutes
 * (per user and purpose). Counting the rows of one_time_codes keeps the limit shared by every
 * API node.
 */
export async function assertCanSend(
  deps: Pick<CodeDeps, 'db' | 'clock'>,
  userId: string,
  purpose: OneTimeCodePurpose,
) {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - CODE_RESEND_WINDOW_MINUTES * 60_000);
  const { count, newest } = await repo.recentCodes(deps.db, userId, purpose, since);
  if (newest && now.getTime() - newest.getTime() < CODE_RESEND_MIN_INTERVAL_SECONDS * 1000) {
    throw new AppError('TOO_MANY_REQUESTS', MFA_MESSAGES.resendTooSoon);
  }
  if (count >= CODE_RESEND_MAX_PER_WINDOW) {
    throw new AppError('TOO_MANY_REQUESTS', MFA_MESSAGES.resendTooMany);
  }
}

export type SendCodeInput = {
  userId: string;
  organisationId: string | null;
  purpose: OneTimeCodePurpose;
  channel: 'EMAIL' | 'SMS';
  /** E-mail address or E.164 phone. */
  to: string;
  greeting?: string;
  /** What the code is for, in words: "sign in", "turn on text-message codes". */
  reason: string;
  data?: Record<string, unknown>;
};

/**
 * Issue a fresh 6-digit code (older unused ones of the purpose are retired) and send it, all in
 * the caller's transaction. Call `messenger.kick()` after commit.
 */
export async function issueCode(deps: CodeDeps, tx: Tx, input: SendCodeInput) {
  const now = deps.clock.now();
  const code = newNumericCode();
  await repo.voidCodes(tx, input.userId, input.purpose, now);
  const row = await repo.insertCode(tx, {
    userId: input.userId,
    purpose: input.purpose,
    channel: input.channel,
    codeHash: hashCode(deps.config.JWT_SECRET, input.userId, input.purpose, code),
    data: input.data ?? {},
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_SECONDS * 1000),
  });
  const minutes = Math.round(ONE_TIME_CODE_TTL_SECONDS / 60);
  const template = input.purpose === 'LOGIN' ? 'mfa-code' : 'mfa-enrol-code';
  if (input.channel === 'EMAIL') {
    const body = renderEmail({
      greeting: input.greeting,
      paragraphs: [
        `Your verification code to ${input.reason} is ${code}.`,
        `It expires in ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this email; someone may have typed your address by mistake.`,
      ],
    });
    await deps.messenger.email(tx, {
      to: input.to,
      subject: `Your verification code: ${code}`,
      ...body,
      template,
      userId: input.userId,
      organisationId: input.organisationId,
    });
  } else {
    await deps.messenger.sms(tx, {
      to: input.to,
      text: `${code} is your Cyber Platform code to ${input.reason}. It expires in ${minutes} minutes.`,
      template,
      userId: input.userId,
      organisationId: input.organisationId,
    });
  }
  return row;
}

export type CodeCheck = { ok: true; row: repo.OneTimeCodeRow } | { ok: false; message: string };

/**
 * Check a typed code against the newest code of a user and purpose. A wrong guess counts against
 * the code; after five it is void. The code is not used here: the caller consumes it in the
 * transaction of the change it allows (`repo.consumeCode`).
 */
export async function checkCode(
  deps: Pick<CodeDeps, 'db' | 'clock' | 'config'>,
  userId: string,
  purpose: OneTimeCodePurpose,
  code: string,
  channel?: CodeChannel,
): Promise<CodeCheck> {
  const now = deps.clock.now();
  const row = await repo.newestCode(deps.db, userId, purpose, channel);
  if (!row) return { ok: false, message: MFA_MESSAGES.codeInvalid };
  if (row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) {
    return { ok: false, message: MFA_MESSAGES.codeTooManyAttempts };
  }
  const matches = sameDigest(row.codeHash, hashCode(deps.config.JWT_SECRET, userId, purpose, code));
  if (!matches) {
    await repo.addCodeAttempt(deps.db, row.id);
    const left = ONE_TIME_CODE_MAX_ATTEMPTS - row.attempts - 1;
    return {
      ok: false,
      message: left > 0 ? MFA_MESSAGES.codeInvalid : MFA_MESSAGES.codeTooManyAttempts,
    };
  }
  if (row.usedAt) return { ok: false, message: MFA_MESSAGES.codeUsed };
  if (row.expiresAt <= now) return { ok: false, message: MFA_MESSAGES.codeExpired };
  return { ok: true, row };
}
