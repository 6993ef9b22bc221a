import { z } from 'zod';
import { ACCOUNT_TYPES, dashboardPathFor, type AccountType } from '../accounts/account-types.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { DEFAULT_PAGE_SIZE } from '../common/constants.ts';

/*
 * Onboarding: invitations, sign-up, join, e-mail validation, passwords and the captcha
 * (spec 1 §2, §4, §5, §7 "Sign-up, invitation, passwords", §8). Server and web share these.
 */

/** Messages of this area. The first group is verbatim from the spec (typos included). */
export const ONBOARDING_MESSAGES = {
  // spec 1 §5 — sign-up and join validation
  invitationCodeRequired: 'Invitation code is required',
  organizationRequired: 'Organization name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsMustMatch: 'Passwords must match',
  // spec 1 §8 — screen messages
  joinLinkNotFound: 'Email Setup Link Expired/Not Found!',
  joinAuthorizationFailed: 'Authorization Failed for Token',
  serviceUnavailable: 'Service Unavailable. Please try again.',
  landingLinkNotFound: 'Link Expired/Not Found!',
  forgotPasswordFailed: 'Not able to reset password at this time. Please try again after sometime.',
  forgotPasswordRefused: 'Cannot reset password at this time. Please try again after sometime.',
  captchaRefresh: 'Please refresh the page.',
  captchaLoadFailed: 'Not able to load captcha at this time',
  captchaUnverified:
    'Unable to verify if you are a human or a robot. Please make sure you are on latest version of Chrome or try again after page refresh',
  resetLinkExpired:
    "The reset link you're using has expired and you will need to get a new one to continue resetting your password",
  // Ours (the spec leaves these to us).
  npnRequired: 'Producer number is required',
  npnNumeric: 'Producer number must contain only digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  noOuterWhitespace: 'Remove the spaces at the start or end',
  confirmPasswordRequired: 'Please confirm the password',
  invalidInvitationCode: 'This invitation code is not valid or has already been used.',
  invitationCodeWrongType: 'This invitation code is for a different type of account.',
  invitationExpired: 'This invitation has expired. Please ask for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation has been withdrawn.',
  invitationNotFound: 'Invitation not found.',
  invitationNotPending: 'Only a pending or expired invitation can be sent again.',
  invitationNotRevocable: 'Only a pending invitation can be revoked.',
  invitationPending:
    'An invitation for this email address is already pending. Send it again instead.',
  alreadyMember: 'This person is already a member of this organization.',
  emailInUse: 'An account with this email address already exists.',
  unknownRole: 'This role does not exist for this organization.',
  newOrganisationProviderOnly: 'Only provider staff can invite someone to create an organization.',
  organisationNotFound: 'Organization not found.',
  wrongInvitationUser: 'This invitation was sent to a different email address.',
  invitationAccepted: 'You have joined the organization.',
  signupValidationSent:
    'Thanks for signing up. We have sent you an email: open the link in it to confirm your address.',
  validationEmailSent:
    'If an account with this email address is waiting for validation, we have sent it a new validation email.',
  emailValidated: 'Your email address is confirmed. You can now sign in.',
  validationLinkInvalid: 'This validation link is not valid. Request a new validation email.',
  validationLinkExpired: 'This validation link has expired. Request a new validation email.',
  validationLinkUsed: 'This validation link has already been used. You can sign in.',
  resetEmailSent:
    'If an account exists for this email address, we have sent it a link to reset the password.',
  resetEmailSentByAdmin: 'A password reset email has been sent.',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  resetLinkNotFound: 'This link is not valid.',
  resetLinkUsed: 'This link has already been used.',
  resetLinkGoToLogin: 'This account cannot set a password here. Please sign in.',
  passwordRejected: 'The password does not meet the requirements.',
  captchaRequired: 'Please complete the captcha.',
  tooManyRequests:
    'Too many requests for this email address. Please wait a few minutes and try again.',
  userNotFound: 'User not found.',
  userDisabled: 'This user is disabled.',
} as const;

/** 'An unexpected error has occurred {status}' (spec 1 §8, reset or invite link). */
export const unexpectedErrorMessage = (status: number) =>
  `An unexpected error has occurred ${status}`;

// --- passwords ----------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** Generous upper bound (ASVS allows at least 64): long pass-phrases are welcome. */
export const PASSWORD_MAX_LENGTH = 128;

/** The server's constraint list (spec 1 §3 Password constraint): no composition rules. */
export const PASSWORD_CONSTRAINTS = [
  { errorCode: 'MIN_LENGTH', displayText: `At least ${PASSWORD_MIN_LENGTH} characters` },
  { errorCode: 'MAX_LENGTH', displayText: `No more than ${PASSWORD_MAX_LENGTH} characters` },
  { errorCode: 'COMMON_PASSWORD', displayText: 'Not a commonly used password' },
  { errorCode: 'CONTAINS_EMAIL', displayText: 'Not your email address' },
] as const;
export type PasswordErrorCode = (typeof PASSWORD_CONSTRAINTS)[number]['errorCode'];

export const PasswordConstraintSchema = z.object({
  errorCode: z.string(),
  displayText: z.string(),
});
export type PasswordConstraint = z.infer<typeof PasswordConstraintSchema>;
export const PasswordConstraintListSchema = z.array(PasswordConstraintSchema);

/** The checks that need no data: length and "not the e-mail address". */
export function basicPasswordErrors(password: string, email?: string | null): PasswordErrorCode[] {
  const errors: PasswordErrorCode[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push('MIN_LENGTH');
  if (password.length > PASSWORD_MAX_LENGTH) errors.push('MAX_LENGTH');
  const address = email?.trim().toLowerCase();
  if (address) {
    const lower = password.toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower.includes(address) || (local.length >= 4 && lower === local)) {
      errors.push('CONTAINS_EMAIL');
    }
  }
  return errors;
}

const passwordField = z
  .string({ error: ONBOARDING_MESSAGES.passwordRequired })
  .min(1, ONBOARDING_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH * 2);

/** POST /api/auth/v1/validate-password (query token). */
export const ValidatePasswordQuerySchema = z.object({ token: z.string().max(200).optional() });
export const ValidatePasswordRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH * 2),
});
export const ValidatePasswordResponseSchema = z.object({
  valid: z.boolean(),
  errors: PasswordConstraintListSchema,
});
export type ValidatePasswordResponse = z.infer<typeof ValidatePasswordResponseSchema>;

/** Run an object-level rule even when a field failed, so every message shows at once. */
const isObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/** Both password fields; `mismatchMessage` differs between reset/join and confirm-user. */
const passwordPair = (mismatchMessage: string) =>
  z
    .object({
      password: passwordField,
      confirmPassword: z
        .string({ error: ONBOARDING_MESSAGES.confirmPasswordRequired })
        .min(1, ONBOARDING_MESSAGES.confirmPasswordRequired)
        .max(PASSWORD_MAX_LENGTH * 2),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: mismatchMessage,
      when: isObject,
    });

/** POST /api/auth/v1/validatePasswordReset/{id}. */
export const PasswordResetRequestSchema = passwordPair(ONBOARDING_MESSAGES.passwordsDoNotMatch);
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
/** POST /api/auth/v1/validateUserInvited/{id}. */
export const ConfirmUserRequestSchema = passwordPair(ONBOARDING_MESSAGES.passwordsMustMatch);
export type ConfirmUserRequest = z.infer<typeof ConfirmUserRequestSchema>;

/** GET /api/auth/v1/checkPasswordReset/{id} and checkUserInvited/{id}. */
export const PasswordLinkInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
});
export type PasswordLinkInfo = z.infer<typeof PasswordLinkInfoSchema>;

/** The reset and invite link pages (spec 1 §8): 400/404 expired, 401 go to login. */
export function passwordLinkOutcome(
  status: number,
): { kind: 'login' } | { kind: 'error'; message: string } {
  if (status === 401) return { kind: 'login' };
  if (status === 400 || status === 404) {
    return { kind: 'error', message: ONBOARDING_MESSAGES.resetLinkExpired };
  }
  return { kind: 'error', message: unexpectedErrorMessage(status) };
}

// --- e-mail addresses, names --------------------------------------------------------------

export const OnboardingEmailSchema = z
  .string({ error: ONBOARDING_MESSAGES.emailRequired })
  .trim()
  .min(1, ONBOARDING_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(ONBOARDING_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

/** A required text field that may not begin or end with whitespace (spec 1 §5). */
const tidyText = (requiredMessage: string, max = 120) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(max)
    .refine((v) => v.trim().length > 0, requiredMessage)
    .refine((v) => v === v.trim(), ONBOARDING_MESSAGES.noOuterWhitespace);

// --- invitations --------------------------------------------------------------------------

/** spec 1 §3 token types of the invitation landing page. */
export const INVITATION_TOKEN_TYPES = [
  'NEW_ACCOUNT',
  'EXISTING_ACCOUNT',
  'EXISTING_USER',
  'QUOTE_SENT_NEW_USER',
  'QUOTE_SENT_EXISTING_USER',
  'QUOTE_LINK_NEW_AGENT',
  'QUOTE_LINK_EXISTING_AGENT',
] as const;
export type InvitationTokenType = (typeof INVITATION_TOKEN_TYPES)[number];

/** Token types that create a user in an existing organisation through the join form. */
export const JOIN_TOKEN_TYPES = [
  'EXISTING_ACCOUNT',
  'QUOTE_SENT_NEW_USER',
  'QUOTE_LINK_NEW_AGENT',
] as const satisfies readonly InvitationTokenType[];
/** Token types for someone who already has a user: they sign in and accept. */
export const EXISTING_USER_TOKEN_TYPES = [
  'EXISTING_USER',
  'QUOTE_SENT_EXISTING_USER',
  'QUOTE_LINK_EXISTING_AGENT',
] as const satisfies readonly InvitationTokenType[];

export const isJoinTokenType = (t: string): t is (typeof JOIN_TOKEN_TYPES)[number] =>
  (JOIN_TOKEN_TYPES as readonly string[]).includes(t);
export const isExistingUserTokenType = (
  t: string,
): t is (typeof EXISTING_USER_TOKEN_TYPES)[number] =>
  (EXISTING_USER_TOKEN_TYPES as readonly string[]).includes(t);

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Account types a person may create by sign-up (spec 1 §3 sign-up payload). */
export const SIGNUP_ACCOUNT_TYPES = ['COWBELL', 'AGENCY', 'CUSTOMER'] as const;
export type SignupAccountType = (typeof SIGNUP_ACCOUNT_TYPES)[number];

/** The producer number is asked of everyone but policyholders (spec 1 §5). */
export const needsProducerNumber = (accountType: string | undefined | null) =>
  accountType !== 'CUSTOMER';

/** Invitation codes: 8 characters without look-alikes (no I, L, O, U, 0, 1), shown as XXXX-XXXX. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;
/** Upper-case and drop spaces and dashes, so `abcd-efgh` and `ABCD EFGH` are the same code. */
export const normaliseInvitationCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');
export const formatInvitationCode = (code: string) => {
  const c = normaliseInvitationCode(code);
  return c.length === INVITATION_CODE_LENGTH ? `${c.slice(0, 4)}-${c.slice(4)}` : c;
};

/** POST /api/auth/v1/invitations. */
export const CreateInvitationRequestSchema = z
  .object({
    email: OnboardingEmailSchema,
    firstName: tidyText(ONBOARDING_MESSAGES.firstNameRequired, 80),
    lastName: tidyText(ONBOARDING_MESSAGES.lastNameRequired, 80),
    /** Join an existing organisation, or create a new one (provider staff only). */
    kind: z.enum(['EXISTING_ACCOUNT', 'NEW_ACCOUNT']),
    /** EXISTING_ACCOUNT: the organisation to join (default: the caller's). */
    organisationId: z.uuid().optional(),
    /** EXISTING_ACCOUNT: a role key of that organisation's type (default: its first non-admin). */
    roleKey: z.string().trim().min(1).max(64).optional(),
    /** NEW_ACCOUNT: the kind of organisation to create. */
    accountType: z.enum(SIGNUP_ACCOUNT_TYPES).optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (v.kind === 'NEW_ACCOUNT' && !v.accountType) {
        ctx.addIssue({
          code: 'custom',
          path: ['accountType'],
          message: 'Choose the type of organization to create',
        });
      }
    },
    { when: isObject },
  );
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequestSchema>;

export const InvitationListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/, 'sort must look like field,asc or field,desc')
    .optional(),
  search: z.string().trim().max(200).optional(),
  status: z.enum(INVITATION_STATUSES).optional(),
  /** Provider staff: only the invitations of one organisation. */
  organisationId: z.uuid().optional(),
});
export type InvitationListQuery = z.output<typeof InvitationListQuerySchema>;

export const InvitationIdParamsSchema = z.object({ id: z.uuid() });

/** An invitation as the admin screen shows it (never its token or code). */
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  tokenType: z.enum(INVITATION_TOKEN_TYPES),
  accountType: z.enum(ACCOUNT_TYPES),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  roleKey: z.string().nullable(),
  roleName: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationPageSchema = pageOf(InvitationSchema);
export type InvitationPage = z.infer<typeof InvitationPageSchema>;

/** Fields the invitation list sorts by. */
export const INVITATION_SORT_FIELDS = ['createdAt', 'expiresAt', 'email', 'status'] as const;

// --- validation tokens (the invitation landing) -------------------------------------------

export const ValidationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/auth/v1/validationTokens/{token} (spec 1 §3 invitation token data). */
export const ValidationTokenInfoSchema = z.object({
  tokenType: z.enum(INVITATION_TOKEN_TYPES),
  accountType: z.enum(ACCOUNT_TYPES),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  redirectURL: z.string().nullable(),
  /** NEW_ACCOUNT: the code to prefill in the sign-up form (the link holder has the e-mail). */
  invitationCode: z.string().nullable(),
  /** The organisation joined, for the join form's heading. */
  organizationName: z.string().nullable(),
});
export type ValidationTokenInfo = z.infer<typeof ValidationTokenInfoSchema>;

export const ValidationTokenQuerySchema = z.object({
  validationToken: z.string().min(1).max(200).optional(),
});

/** What the landing page does for a token type (spec 1 §4). */
export type LandingAction =
  | { kind: 'signup' }
  | { kind: 'join'; redirectURL: string | null }
  | { kind: 'login'; flag: 'existingUser' | 'quote' | 'agent'; redirectURL: string | null };

export function landingActionFor(
  info: Pick<ValidationTokenInfo, 'tokenType' | 'redirectURL'>,
): LandingAction {
  switch (info.tokenType) {
    case 'NEW_ACCOUNT':
      return { kind: 'signup' };
    case 'EXISTING_ACCOUNT':
    case 'QUOTE_LINK_NEW_AGENT':
      return { kind: 'join', redirectURL: null };
    case 'QUOTE_SENT_NEW_USER':
      return { kind: 'join', redirectURL: info.redirectURL };
    case 'EXISTING_USER':
      return { kind: 'login', flag: 'existingUser', redirectURL: null };
    case 'QUOTE_SENT_EXISTING_USER':
      return { kind: 'login', flag: 'quote', redirectURL: info.redirectURL };
    case 'QUOTE_LINK_EXISTING_AGENT':
      return { kind: 'login', flag: 'agent', redirectURL: null };
  }
}

/** POST /api/auth/v1/invitations/accept: a signed-in user accepts an invitation to their address. */
export const AcceptInvitationRequestSchema = z.object({
  validationToken: z.string().min(1).max(200),
});
export const AcceptInvitationResponseSchema = z.object({
  message: z.string(),
  organisationId: z.string(),
  organizationName: z.string(),
  redirectURL: z.string().nullable(),
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;

// --- sign-up and join ---------------------------------------------------------------------

const npnField = z.string().trim().max(20).optional();

/** POST /api/auth/v1/signup?validationToken= (spec 1 §3 sign-up payload, §5 rules). */
export const SignupRequestSchema = z
  .object({
    invitationCode: z
      .string({ error: ONBOARDING_MESSAGES.invitationCodeRequired })
      .trim()
      .min(1, ONBOARDING_MESSAGES.invitationCodeRequired)
      .max(20),
    password: passwordField,
    organization: tidyText(ONBOARDING_MESSAGES.organizationRequired, 160),
    firstName: tidyText(ONBOARDING_MESSAGES.firstNameRequired, 80),
    lastName: tidyText(ONBOARDING_MESSAGES.lastNameRequired, 80),
    npn: npnField,
    accountType: z.enum(SIGNUP_ACCOUNT_TYPES),
  })
  .superRefine(
    (v, ctx) => {
      if (!needsProducerNumber(v.accountType)) return;
      if (!v.npn) {
        ctx.addIssue({ code: 'custom', path: ['npn'], message: ONBOARDING_MESSAGES.npnRequired });
      } else if (!/^\d+$/.test(v.npn)) {
        ctx.addIssue({ code: 'custom', path: ['npn'], message: ONBOARDING_MESSAGES.npnNumeric });
      }
    },
    { when: isObject },
  );
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** 202: the e-mail address was not proven; a validation link was sent to it. */
export const SignupPendingSchema = z.object({
  emailValidationRequired: z.literal(true),
  message: z.string(),
});
export const SignupTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
});
export type SignupTokens = z.infer<typeof SignupTokensSchema>;
export const SignupResponseSchema = z.union([SignupTokensSchema, SignupPendingSchema]);
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** POST /api/auth/v1/join?validationToken= (spec 1 §3 join payload). */
export const JoinRequestSchema = z.object({
  firstName: tidyText(ONBOARDING_MESSAGES.firstNameRequired, 80),
  lastName: tidyText(ONBOARDING_MESSAGES.lastNameRequired, 80),
  password: passwordField,
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

/** The join and sign-up answer: tokens plus where to go. */
export const JoinResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  redirectURL: z.string().nullable(),
});
export type JoinResponse = z.infer<typeof JoinResponseSchema>;

/** Join screen messages by status (spec 1 §8). */
export function joinErrorMessage(status: number, data: unknown): string {
  const body = (data && typeof data === 'object' ? data : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  if (status === 404) return ONBOARDING_MESSAGES.joinLinkNotFound;
  if (status === 412) {
    return typeof body.message === 'string' && body.message
      ? body.message
      : ONBOARDING_MESSAGES.joinAuthorizationFailed;
  }
  if (status === 400 && typeof body.message === 'string') return body.message;
  return ONBOARDING_MESSAGES.serviceUnavailable;
}

/** Sign-up screen messages by status (spec 1 §8). */
export function signupErrorMessage(status: number, data: unknown): string {
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown };
  if ((status === 412 || status === 400) && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return ONBOARDING_MESSAGES.serviceUnavailable;
}

/**
 * Where a signed-up user goes (spec 1 §4): the prior location unless that was /logout, otherwise
 * the dashboard of the account type.
 */
export function signupLandingPath(prior: string | null | undefined, accountType: AccountType) {
  const usable =
    prior && prior.startsWith('/') && !prior.startsWith('//') && !/^\/logout(\/|\?|$)/.test(prior);
  return usable ? prior : dashboardPathFor(accountType);
}

/** Only app paths (or same-site absolute URLs reduced to their path) are followed. */
export function safeRedirectPath(url: string | null | undefined, origin?: string): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (!origin) return null;
  const match = /^(https?:\/\/[^/?#\\]+)([/?#].*)?$/i.exec(url);
  if (!match || match[1]!.toLowerCase() !== origin.toLowerCase()) return null;
  const rest = match[2] ?? '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

// --- e-mail validation, resend ------------------------------------------------------------

export const EmailParamsSchema = z.object({ email: OnboardingEmailSchema });
export const OnboardingMessageSchema = z.object({ message: z.string() });
export type OnboardingMessage = z.infer<typeof OnboardingMessageSchema>;

/** Resends of validation and reset e-mails per address (and per 15 minutes). */
export const EMAIL_RESEND_MAX_PER_WINDOW = 3;
export const EMAIL_RESEND_WINDOW_MINUTES = 15;
export const EMAIL_VALIDATION_TTL_HOURS = 48;

// --- captcha ------------------------------------------------------------------------------

export const CAPTCHA_PROVIDERS = ['pow', 'dev', 'turnstile', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** GET /api/auth/v1/captcha: what the client needs to produce a captcha token. */
export const CaptchaChallengeSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('pow'),
    /** The token is `<id>.<nonce>` where SHA-256(salt + nonce) has `bits` leading zero bits. */
    challenge: z.object({ id: z.string(), salt: z.string(), bits: z.number().int() }),
  }),
  z.object({ provider: z.literal('dev') }),
  z.object({ provider: z.enum(['turnstile', 'recaptcha']), siteKey: z.string() }),
]);
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/** Leading zero bits of a digest (proof of work). */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const ForgotPasswordQuerySchema = z.object({
  captcha: z.string().max(2048).optional(),
});
export const ForgotPasswordFormSchema = z.object({ email: OnboardingEmailSchema });
