/** Multi-factor types (spec 1 §3). GOOGLE means an authenticator app (TOTP). */
export const MFA_TYPES = ['EMAIL', 'GOOGLE', 'NONE', 'SMS'] as const;
export type MfaType = (typeof MFA_TYPES)[number];
export const MFA_CODE_LENGTH = 6;
/** One-time workflow codes expire after five minutes. */
export const ONE_TIME_CODE_TTL_SECONDS = 5 * 60;
