import { z } from 'zod';
import { ACCOUNT_TYPES } from '../accounts/account-types.ts';
import { REGIONS } from '../common/region.ts';
import { ENVIRONMENT_NAMES } from '../common/constants.ts';
import { MFA_CODE_LENGTH, MFA_TYPES } from './mfa.ts';

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  codeLength: `Code must be exactly ${MFA_CODE_LENGTH} characters`,
} as const;

/** POST /api/auth/v1/login — the form and the API validate with the same rules. */
export const LoginRequestSchema = z.object({
  username: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .trim()
    .min(1, LOGIN_MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email(LOGIN_MESSAGES.emailInvalid)),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(256),
  mfaCode: z.string().length(MFA_CODE_LENGTH, LOGIN_MESSAGES.codeLength).optional(),
  rememberDevice: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Body of the 307 answer when a second factor is needed. */
export const MfaRequiredSchema = z.object({
  mfaType: z.enum(MFA_TYPES),
  message: z.string(),
});
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

/** POST /api/auth/v1/access — rotate a refresh token. */
export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const LogoutRequestSchema = z.object({ refreshToken: z.string().max(512).optional() });

export const RoleRefSchema = z.object({ id: z.string(), name: z.string() });

export const MeAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  region: z.enum(REGIONS),
  enforceMfa: z.boolean(),
  uwEnabled: z.boolean(),
  npn: z.string().nullable().optional(),
  locationAlias: z.string().nullable().optional(),
  wizerCustomerId: z.string().nullable().optional(),
  /**
   * Agencies: which logos the agency has (small: the header's, medium: the documents'), so the
   * client asks for an image only when there is one.
   */
  logos: z.object({ small: z.boolean(), medium: z.boolean() }).optional(),
});
export type MeAccount = z.infer<typeof MeAccountSchema>;

/** GET /api/auth/v1/me — the signed-in user (spec 1 §3). */
export const MeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  initials: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: RoleRefSchema,
  mfaType: z.enum(MFA_TYPES),
  avatarUrl: z.string().nullable(),
  npn: z.string().nullable(),
  account: MeAccountSchema,
  subscriberType: z.enum(ACCOUNT_TYPES),
  scopes: z.array(z.string()),
  permissions: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export const EnvSchema = z.object({ envName: z.enum(ENVIRONMENT_NAMES) });
export const ConsoleVersionSchema = z.object({ v: z.string() });
export const LatestDeploymentSchema = z.object({ deployedAt: z.string() });
/** `GET /api/health/live`: the process is up (it asks the database nothing). */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** One readiness check: `warn` is reported but does not make the node unready. */
export const HealthCheckSchema = z.object({
  status: z.enum(['ok', 'warn', 'fail']),
  detail: z.string().optional(),
});
export type HealthCheck = z.infer<typeof HealthCheckSchema>;

/**
 * `GET /api/health/ready` and `GET /api/health`: 200 `ok` when the node may take traffic, 503
 * `unavailable` (with a generic message) when it may not. Anonymous callers get nothing else;
 * the metrics token's holder and provider staff also get the database driver, the version and
 * each check (docs/operations.md).
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
  database: z.enum(['pglite', 'postgres']).optional(),
  version: z.string().optional(),
  checks: z
    .object({
      /** fail while the server is shutting down. */
      draining: HealthCheckSchema,
      /** fail when the database does not answer. */
      database: HealthCheckSchema,
      /** fail when the database has not recorded this version's newest migration. */
      migrations: HealthCheckSchema,
      /** warn when domain events wait too long to be fanned out to the webhooks. */
      events: HealthCheckSchema,
    })
    .optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Derived display fields of a person. */
export const fullNameOf = (p: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}) => [p.firstName, p.middleName, p.lastName].filter((s) => s && s.trim()).join(' ');
export const initialsOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
/** An agency's display name is its name plus its location alias. */
export const accountDisplayName = (a: { name: string; locationAlias?: string | null }) =>
  a.locationAlias ? `${a.name} ${a.locationAlias}` : a.name;
