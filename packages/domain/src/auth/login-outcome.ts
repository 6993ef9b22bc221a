import { MESSAGES } from '../errors/messages.ts';
import { MFA_TYPES, type MfaType } from './mfa.ts';

export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'password-expired' }
  | { kind: 'mfa-required'; mfaType: MfaType }
  | { kind: 'unvalidated'; message: string }
  | { kind: 'error'; message: string };

const messageOf = (data: unknown): string | undefined => {
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object') {
    const body = data as { message?: unknown; detail?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return undefined;
};

/**
 * What the sign-in page does with each server status (spec 1 §4 status table). 429 is our own
 * addition: the slow-down message is shown like a 401/409 message (docs/decisions/004).
 */
export function loginOutcome(status: number, data: unknown): LoginOutcome {
  if (status >= 200 && status < 300) return { kind: 'success' };
  if (status === 418) return { kind: 'password-expired' };
  if (status === 307) {
    const raw = (data as { mfaType?: unknown } | undefined)?.mfaType;
    const mfaType = (MFA_TYPES as readonly unknown[]).includes(raw) ? (raw as MfaType) : 'GOOGLE';
    return { kind: 'mfa-required', mfaType };
  }
  if (status === 412) {
    return { kind: 'unvalidated', message: messageOf(data) ?? MESSAGES.unvalidatedUser };
  }
  if (status === 500) return { kind: 'error', message: MESSAGES.serviceDown };
  if (status === 401 || status === 409 || status === 429) {
    const message = messageOf(data);
    if (message) return { kind: 'error', message };
  }
  return { kind: 'error', message: MESSAGES.invalidCredentials };
}

/** The login page's notice flags set by the landing page and the e-mail validation page. */
export const LOGIN_NOTICE_FLAGS = [
  'existingUser',
  'quote',
  'agent',
  'emailValidated',
  'passwordReset',
] as const;
export type LoginNoticeFlag = (typeof LOGIN_NOTICE_FLAGS)[number];
