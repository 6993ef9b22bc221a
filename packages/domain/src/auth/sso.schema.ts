import { z } from 'zod';
import { DOMAIN_PATTERN } from '../accounts/account-rules.ts';
import { LOGIN_MESSAGES } from './login.schema.ts';

/*
 * Enterprise sign-in (spec 1 §7 `POST /api/auth/v1/sso/token`; decision 061): OpenID Connect
 * with an organisation's own identity provider, found by the e-mail address's domain. Server and
 * web share these messages and schemas.
 */

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up for this e-mail domain.',
  failed: 'Single sign-on could not be completed. Please try again.',
  providerUnavailable: 'The identity provider could not be reached. Please try again later.',
  emailMissing: 'The identity provider did not confirm an e-mail address for you.',
  domainMismatch:
    'The identity provider signed you in with an e-mail address outside the domains of this organization.',
  notMember:
    'Your e-mail address already has an account outside this organization. Sign in with your password, or ask your administrator to add you.',
  roleUnavailable: 'Single sign-on cannot create your account. Please contact your administrator.',
  settingsNotFound: 'Single sign-on is not set up for this organization.',
  providerOnly: 'Only provider staff can change single sign-on settings.',
  issuerRequired: 'Issuer URL is required',
  issuerInvalid: 'Enter the issuer as an https:// URL, without a query, fragment or credentials',
  issuerHttps: 'The issuer must be an https:// URL',
  clientIdRequired: 'Client ID is required',
  clientSecretRequired: 'Client secret is required',
  domainsRequired: 'Enter at least one e-mail domain',
  domainInvalid: (domain: string) => `${domain} is not a valid domain name`,
  domainTaken: (domain: string) =>
    `E-mail addresses at ${domain} already sign in through another organization.`,
  roleInvalid: 'Choose a role of this organization',
  saved: 'Single sign-on settings saved',
  disabled: 'Single sign-on disabled',
} as const;

/** How long a started sign-in may take at the identity provider before it must start again. */
export const SSO_LOGIN_STATE_TTL_MINUTES = 10;
/** The path of the web app the identity provider sends the browser back to. */
export const SSO_CALLBACK_PATH = '/sso/callback';
/** At most this many e-mail domains route to one identity provider. */
export const SSO_MAX_DOMAINS = 20;

/** `POST /api/auth/v1/sso/start`: the work e-mail address decides the identity provider. */
export const SsoStartRequestSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .trim()
    .min(1, LOGIN_MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email(LOGIN_MESSAGES.emailInvalid)),
});
export type SsoStartRequest = z.infer<typeof SsoStartRequestSchema>;

/** Where to send the browser: the identity provider's authorization endpoint. */
export const SsoStartResponseSchema = z.object({ authorizationUrl: z.string() });
export type SsoStartResponse = z.infer<typeof SsoStartResponseSchema>;

/**
 * `POST /api/auth/v1/sso/token`: what the identity provider sent back to `/sso/callback`. `iss`
 * is the issuer the provider names in its answer (RFC 9207), passed on when present.
 */
export const SsoTokenRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  iss: z.string().min(1).max(2048).optional(),
});
export type SsoTokenRequest = z.infer<typeof SsoTokenRequestSchema>;

const issuerSchema = z
  .string({ error: SSO_MESSAGES.issuerRequired })
  .trim()
  .min(1, SSO_MESSAGES.issuerRequired)
  .max(2048, SSO_MESSAGES.issuerInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: SSO_MESSAGES.issuerInvalid }))
  // No credentials, query or fragment: an issuer is a scheme, a host and at most a path.
  .refine((value) => /^https?:\/\/[^/?#@\s]+(\/[^?#\s]*)?$/i.test(value), {
    error: SSO_MESSAGES.issuerInvalid,
  });

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .refine((value) => DOMAIN_PATTERN.test(value), {
    error: (issue) => SSO_MESSAGES.domainInvalid(String(issue.input)),
  });

/**
 * `PUT /api/auth/v1/sso/providers/{organisationId}` (provider staff): the organisation's
 * identity provider. The secret is write-only: required the first time, kept when left out.
 */
export const SsoProviderWriteSchema = z.object({
  issuer: issuerSchema,
  clientId: z
    .string({ error: SSO_MESSAGES.clientIdRequired })
    .trim()
    .min(1, SSO_MESSAGES.clientIdRequired)
    .max(512),
  clientSecret: z.string().min(1).max(1024).optional(),
  emailDomains: z
    .array(domainSchema, { error: SSO_MESSAGES.domainsRequired })
    .min(1, SSO_MESSAGES.domainsRequired)
    .max(SSO_MAX_DOMAINS)
    .transform((domains) => [...new Set(domains)].sort()),
  defaultRoleKey: z
    .string({ error: SSO_MESSAGES.roleInvalid })
    .min(1, SSO_MESSAGES.roleInvalid)
    .max(100),
  enabled: z.boolean().optional(),
});
export type SsoProviderWrite = z.input<typeof SsoProviderWriteSchema>;

/** An organisation's identity provider as provider staff see it: never the secret. */
export const SsoProviderSchema = z.object({
  organisationId: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  emailDomains: z.array(z.string()),
  defaultRoleKey: z.string(),
  enabled: z.boolean(),
  /** The address to register at the identity provider as the client's redirect URI. */
  redirectUri: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;
