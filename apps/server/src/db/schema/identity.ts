import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * Every e-mail and text message the platform sends: the outbox. A message is written in the
 * transaction that causes it and delivered after commit — by SMTP / the SMS provider when
 * configured, or kept here as the dev mailbox otherwise (status DELIVERED_DEV).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    /** E-mail address (lower-cased) or phone number in E.164. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is for (invitation, password-reset, mfa-code…): for search and tests. */
    template: text('template').notNull(),
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbound_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbound_messages_pending_idx').on(t.status, t.nextAttemptAt),
    check('outbound_messages_channel_check', sql`${t.channel} in ('EMAIL','SMS')`),
    check(
      'outbound_messages_status_check',
      sql`${t.status} in ('QUEUED','SENT','DELIVERED_DEV','FAILED')`,
    ),
  ],
);

/**
 * Single-use links and challenges: e-mail validation, password reset, confirm-user, MFA reset,
 * jump tokens, captcha challenges. Only the SHA-256 of the token is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/**
 * An invitation to the platform (spec 1 §3 invitation token data). The link carries a token
 * (hash stored); the e-mail also shows a short invitation code a person can type into /signup.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    /** Short code shown in the e-mail (upper-case letters and digits), unique while pending. */
    invitationCode: text('invitation_code').notNull(),
    tokenType: text('token_type').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The kind of organisation the invitee joins or creates. */
    accountType: text('account_type').notNull(),
    /** The organisation to join (EXISTING_ACCOUNT and the quote/agent variants). */
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    /** Role key from the catalogue of accountType; the organisation admin role when null. */
    roleKey: text('role_key'),
    redirectUrl: text('redirect_url'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByOrganisationId: uuid('invited_by_organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_code_idx').on(t.invitationCode),
    index('invitations_email_idx').on(t.email),
    index('invitations_inviter_org_idx').on(t.invitedByOrganisationId, t.createdAt),
    check(
      'invitations_status_check',
      sql`${t.status} in ('PENDING','ACCEPTED','REVOKED','EXPIRED')`,
    ),
  ],
);

/**
 * Six-digit one-time codes sent by e-mail or text: sign-in second factor, MFA enrolment
 * verification. Only a hash of the code is stored; attempts are counted.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Pending enrolment data (e.g. the new TOTP secret or phone) until the code is verified. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * A one-time code workflow (spec 1 §3 Workflow): a person proves control of an e-mail address or
 * phone before a flow such as E_PAY or SURPLUS_NOTICE continues at redirectUrl.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flow: text('flow').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    phone: text('phone'),
    redirectUrl: text('redirect_url').notNull(),
    /** What the flow is about (e.g. quote id), for the screen that continues it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('workflows_org_idx').on(t.organisationId, t.createdAt)],
);

/** API access keys: the secret is shown once and only its hash is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public identifier sent with the secret (`<keyId>.<secret>`), e.g. `ck_3f9a…`. */
    keyId: text('key_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Last four characters of the secret, to tell keys apart. */
    secretHint: text('secret_hint').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The user whose permissions the key carries. */
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_id_idx').on(t.keyId),
    index('api_keys_org_idx').on(t.organisationId, t.createdAt),
  ],
);

/** Every call made with an API key. */
export const apiActivity = pgTable(
  'api_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    route: text('route'),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_activity_org_time_idx').on(t.organisationId, t.occurredAt),
    index('api_activity_key_time_idx').on(t.apiKeyId, t.occurredAt),
  ],
);

/**
 * Metadata of stored files (avatars, agency logos; documents later). The bytes live in the
 * storage backend (local disk or S3-compatible) under storageKey.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    /** avatar, logo-initial, logo-small, logo-medium, … */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_key_idx').on(t.storageKey),
    index('stored_files_org_kind_idx').on(t.organisationId, t.kind),
  ],
);
