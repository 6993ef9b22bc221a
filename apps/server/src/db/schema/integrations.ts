import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * A partner's webhook (spec 2 §3 Webhook). Created by provider admins with a company name; the
 * client id, secret and URL are set on edit. The secret is sealed at rest (AES-256-GCM) and
 * signs every delivery (HMAC-SHA256). `organisation_id` scopes the events it receives (an
 * agency's or carrier's own); null receives every event.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    clientId: text('client_id'),
    clientSecretSealed: text('client_secret_sealed'),
    webhookUrl: text('webhook_url'),
    /** Event types it receives; empty = all. */
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('webhooks_company_idx')
      .on(t.companyName)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One event sent (or being sent) to one webhook: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The same id for every hook that receives the event (idempotency key for receivers). */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /** PENDING (queued or retrying), DELIVERED, FAILED (gave up), REFUSED (address not allowed). */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_hook_idx').on(t.webhookId, t.createdAt),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('PENDING','DELIVERED','FAILED','REFUSED')`,
    ),
  ],
);

/**
 * A security-tool connection of an insured account (spec 2 §3 Connection). Credentials (token,
 * API key or user name and password) are sealed at rest. SUCCESS means connected.
 */
export const connectorConnections = pgTable(
  'connector_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    connectorType: text('connector_type').notNull(),
    provider: text('provider'),
    /** PENDING, SUCCESS, FAILED, DISCONNECTED. */
    connectorStatus: text('connector_status').notNull().default('PENDING'),
    credentialsSealed: text('credentials_sealed'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastError: text('last_error'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connector_connections_account_type_idx')
      .on(t.accountId, t.connectorType)
      .where(sql`${t.deletedAt} is null`),
    check(
      'connector_connections_status_check',
      sql`${t.connectorStatus} in ('PENDING','SUCCESS','FAILED','DISCONNECTED')`,
    ),
  ],
);

/** The privacy addendum an account agreed to before connecting a connector type. */
export const connectorAgreements = pgTable(
  'connector_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    connectorType: text('connector_type').notNull(),
    agreed: boolean('agreed').notNull(),
    agreedBy: uuid('agreed_by').references(() => users.id, { onDelete: 'set null' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('connector_agreements_account_type_idx').on(t.accountId, t.connectorType)],
);

/** A score taken from a connection: 0–100, findings and recommended actions. */
export const connectorScores = pgTable(
  'connector_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connectorConnections.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    findings: jsonb('findings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    actions: jsonb('actions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What the tool reads of the questionnaire's controls (ControlObservation[], decision 035). */
    controls: jsonb('controls')
      .notNull()
      .default(sql`'[]'::jsonb`),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('connector_scores_connection_idx').on(t.connectionId, t.scoredAt),
    index('connector_scores_account_idx').on(t.accountId, t.scoredAt),
  ],
);
