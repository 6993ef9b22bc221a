import { z } from 'zod';
import { MFA_CODE_LENGTH, MFA_MESSAGES } from './mfa.ts';

/** What a sent code is for: signing in, or proving a new factor before it is switched on. */
export const ONE_TIME_CODE_PURPOSES = ['LOGIN', 'MFA_ENROL'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** Wrong guesses allowed per code before it is void. */
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
/** At most one code every 30 seconds and five every 15 minutes, per user and purpose. */
export const CODE_RESEND_MIN_INTERVAL_SECONDS = 30;
export const CODE_RESEND_WINDOW_MINUTES = 15;
export const CODE_RESEND_MAX_PER_WINDOW = 5;
/** How long a pending authenticator set-up (new secret) waits for its two codes. */
export const TOTP_ENROLMENT_TTL_MINUTES = 15;

/** A six-digit code, as typed. */
export const SixDigitCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), `Code must be exactly ${MFA_CODE_LENGTH} digits`);

/** The factors a user can switch on (NONE is switched off with a password instead). */
export const MFA_ENROL_TYPES = ['GOOGLE', 'SMS', 'EMAIL'] as const;
export type MfaEnrolType = (typeof MFA_ENROL_TYPES)[number];

/** PUT /api/auth/v1/mfa/update?mfaType= — start setting a factor up. */
export const MfaUpdateQuerySchema = z.object({ mfaType: z.enum(MFA_ENROL_TYPES) });
export const MfaUpdateBodySchema = z
  .object({ phone: z.string().trim().max(40).optional() })
  .optional();
export type MfaUpdateBody = z.infer<typeof MfaUpdateBodySchema>;

export const MfaUpdateResponseSchema = z.object({
  mfaType: z.enum(MFA_ENROL_TYPES),
  /** GOOGLE: the new secret (base32), its otpauth:// URL and a QR code (data URL). */
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
  qrCode: z.string().optional(),
  /** SMS / EMAIL: where the code went, masked. */
  sentTo: z.string().optional(),
  expiresAt: z.string(),
});
export type MfaUpdateResponse = z.infer<typeof MfaUpdateResponseSchema>;

/** POST /api/auth/v1/mfa/verify — GOOGLE needs two consecutive codes, SMS/EMAIL the sent code. */
export const MfaVerifyRequestSchema = z
  .object({
    mfaType: z.enum(MFA_ENROL_TYPES),
    mfa1: SixDigitCodeSchema,
    mfa2: SixDigitCodeSchema.optional(),
  })
  .refine((v) => v.mfaType !== 'GOOGLE' || v.mfa2 !== undefined, {
    path: ['mfa2'],
    message: MFA_MESSAGES.totpCodesRequired,
  });
export type MfaVerifyRequest = z.infer<typeof MfaVerifyRequestSchema>;

export const MfaStatusSchema = z.object({
  mfaType: z.enum(['EMAIL', 'GOOGLE', 'NONE', 'SMS']),
  message: z.string(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** POST /api/auth/v1/mfa/disable — switching MFA off needs the password. */
export const MfaDisableRequestSchema = z.object({
  password: z
    .string({ error: MFA_MESSAGES.passwordRequired })
    .min(1, MFA_MESSAGES.passwordRequired)
    .max(256),
});
export type MfaDisableRequest = z.infer<typeof MfaDisableRequestSchema>;

/** POST /api/auth/v1/mfa/reset — public: prove the password, get a reset link by e-mail. */
export const MfaResetRequestSchema = z.object({
  username: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: MFA_MESSAGES.passwordRequired })
    .min(1, MFA_MESSAGES.passwordRequired)
    .max(256),
});
export type MfaResetRequest = z.infer<typeof MfaResetRequestSchema>;

export const MfaMessageSchema = z.object({ message: z.string() });

/** Client-side message of the MFA reset request (spec 1 §8). */
export const mfaResetErrorMessage = (status: number) =>
  status === 401 ? MFA_MESSAGES.resetInvalidCredentials : MFA_MESSAGES.resetFailed;

// --- profile ------------------------------------------------------------------------------

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const AVATAR_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

const noEdgeSpaces = (s: string) => s === s.trim();
const personName = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(100)
    .refine(noEdgeSpaces, MFA_MESSAGES.noWhitespaceEdges);

/** PUT /api/auth/v1/me — the signed-in user's own names and phone. */
export const UpdateProfileRequestSchema = z.object({
  firstName: personName(MFA_MESSAGES.firstNameRequired),
  middleName: z
    .string()
    .max(100)
    .refine(noEdgeSpaces, MFA_MESSAGES.noWhitespaceEdges)
    .nullable()
    .optional(),
  lastName: personName(MFA_MESSAGES.lastNameRequired),
  /** Any common format; stored in E.164. Empty or null removes it. */
  phone: z.string().max(40).nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ProfileSchema = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * Phone display (spec 1 §5): ten digits as (###) ###-####, eleven digits with a leading 1 as
 * 1 (###) ###-####, UK numbers as +44 followed by the national digits. Anything else as typed.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+44') || (digits.startsWith('44') && digits.length === 12)) {
    const national = digits.slice(2);
    return `+44 ${national.slice(0, 4)} ${national.slice(4)}`.trim();
  }
  const us = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 10)}`;
  if (digits.length === 10) return us(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `1 ${us(digits.slice(1))}`;
  return trimmed;
}

/** Show only enough of an address to recognise it: j•••@example.com. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const head = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${head}${'•'.repeat(Math.max(3, local.length - head.length))}@${domain}`;
}

/** Show only the last digits of a phone: •••-•••-0142. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••-•••-${digits.slice(-4)}`;
}

/** POST /api/auth/v1/me/avatar */
export const AvatarUploadResponseSchema = z.object({ avatarUrl: z.string() });
