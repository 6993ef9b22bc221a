import {
  ONBOARDING_MESSAGES,
  PASSWORD_CONSTRAINTS,
  basicPasswordErrors,
  type PasswordConstraint,
  type PasswordErrorCode,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { Config } from '../../../config.ts';
import { COMMON_PASSWORDS } from '../data/common-passwords.ts';

/** A common password, also with digits and symbols added at the end ("Password123!"). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const base = lower.replace(/[\d\W_]+$/, '');
  return base.length >= 4 && COMMON_PASSWORDS.has(base);
}

/** The constraints a password breaks (DESIGN §9: length, common list, not the e-mail). */
export function passwordErrors(password: string, email?: string | null): PasswordConstraint[] {
  const codes: PasswordErrorCode[] = basicPasswordErrors(password, email);
  if (isCommonPassword(password)) codes.push('COMMON_PASSWORD');
  return PASSWORD_CONSTRAINTS.filter((c) => codes.includes(c.errorCode)).map((c) => ({ ...c }));
}

/** 400 with one entry per broken constraint, so the client lists them under the field. */
export function assertAcceptablePassword(password: string, email: string) {
  const errors = passwordErrors(password, email);
  if (errors.length > 0) {
    throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.passwordRejected, {
      errors: errors.map((e) => e.displayText),
    });
  }
}

/** The columns a new password sets: its hash, when it changed and when it expires. */
export async function passwordColumns(
  password: string,
  now: Date,
  config: Pick<Config, 'PASSWORD_MAX_AGE_DAYS'>,
) {
  return {
    passwordHash: await hashPassword(password),
    passwordChangedAt: now,
    passwordExpiresAt:
      config.PASSWORD_MAX_AGE_DAYS > 0
        ? new Date(now.getTime() + config.PASSWORD_MAX_AGE_DAYS * 86_400_000)
        : null,
    updatedAt: now,
  };
}
