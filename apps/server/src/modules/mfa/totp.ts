import { authenticator } from 'otplib';
import type { SecretBox } from '../../lib/crypto.ts';

const STEP_MS = 30_000;
/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Cyber Platform';

const stepOf = (at: Date) => Math.floor(at.getTime() / STEP_MS);
const codeAt = (secret: string, step: number) =>
  authenticator.clone({ epoch: step * STEP_MS }).generate(secret);

/**
 * The TOTP secret of a user in clear. Secrets set up in the app are sealed (`v1.` prefix);
 * secrets stored before sealing existed (the demo's) are plain base32 and are read as they are.
 */
export const openTotpSecret = (secrets: SecretBox, stored: string) =>
  stored.startsWith('v1.') ? secrets.open(stored) : stored;

/** Accept a TOTP code once: within ±1 step of now and later than the last accepted step. */
export function acceptTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const totp = authenticator.clone({ epoch: now.getTime(), window: 1 });
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  const step = stepOf(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/**
 * Two consecutive codes prove the app is set up and its clock is right (as mature providers ask
 * at enrolment): the second within ±1 step of now, the first the step just before it. Returns
 * the step of the second code, or null.
 */
export function acceptConsecutive(
  secret: string,
  first: string,
  second: string,
  now: Date,
): number | null {
  const current = stepOf(now);
  for (const step of [current, current - 1, current + 1]) {
    if (codeAt(secret, step) === second && codeAt(secret, step - 1) === first) return step;
  }
  return null;
}

export const newTotpSecret = () => authenticator.generateSecret(20);

export const otpauthUrl = (email: string, secret: string) =>
  authenticator.keyuri(email, TOTP_ISSUER, secret);
