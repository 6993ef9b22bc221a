import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * An organisation's own OpenID Connect identity provider (decision 061): at most one per
 * organisation, set by provider staff. Sign-in finds it by the e-mail address's domain. The
 * client secret is sealed at rest (AES-256-GCM, lib/crypto) and never returned.
 */
export const ssoIdentityProviders = pgTable(
  'sso_identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The issuer identifier, exactly as the provider's discovery document names it. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** Lower-cased e-mail domains whose addresses sign in here (home-realm discovery). */
    emailDomains: text('email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The role (a key of the organisation type's catalogue) just-in-time users are given. */
    defaultRoleKey: text('default_role_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_identity_providers_org_idx').on(t.organisationId),
    index('sso_identity_providers_domains_idx').using('gin', t.emailDomains),
  ],
);

/**
 * One started single sign-on (authorization code flow with PKCE): short-lived and used once.
 * The state is kept only as its SHA-256 hash; the PKCE verifier is sealed.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => ssoIdentityProviders.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_login_states_state_idx').on(t.stateHash),
    index('sso_login_states_expires_idx').on(t.expiresAt),
  ],
);
