import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';
import { storedFiles } from './identity.ts';

/** Agency levels (spec 2 §3): the revenue band of insureds an agency may place. */
export const agencyLevels = pgTable('agency_levels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** Whole currency units. */
  minRevenue: bigint('min_revenue', { mode: 'number' }).notNull().default(0),
  maxRevenue: bigint('max_revenue', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Programs offered through an agency (spec 2 §3). */
export const agencyPrograms = pgTable(
  'agency_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_programs_agency_name_idx').on(t.agencyId, t.name)],
);

/**
 * Groupings of agencies under another organisation: a cluster or an aggregator (digital agency)
 * and the agencies in it. (`organisations.parent_id` stays the wholesale/retail hierarchy.)
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Aggregators: the agent of the agency who works with the aggregator. */
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberId] }),
    index('organisation_members_member_idx').on(t.memberId),
  ],
);

/**
 * Reinsurance treaties: the carriers a reinsurer reinsures, with the reinsurer's quota share of
 * each carrier's book. A reinsurer sees the business written on its carriers' paper.
 */
export const reinsuranceTreaties = pgTable(
  'reinsurance_treaties',
  {
    reinsurerId: uuid('reinsurer_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The reinsurer's quota share of the carrier's book, in whole percent. */
    sharePercent: integer('share_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reinsurerId, t.carrierId] }),
    index('reinsurance_treaties_carrier_idx').on(t.carrierId),
    check('reinsurance_treaties_share_check', sql`${t.sharePercent} between 1 and 100`),
  ],
);

/** An agency's licence in a state (spec 2 §3 Agency license). */
export const agencyLicenses = pgTable(
  'agency_licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    npn: text('npn'),
    number: text('number').notNull(),
    state: text('state').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    activeResidentState: boolean('active_resident_state').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_licenses_agency_state_number_idx').on(t.agencyId, t.state, t.number)],
);

/** An agent's producer licence in a state (spec 2 §3 Agent license). */
export const agentLicenses = pgTable(
  'agent_licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agentUserId: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    npn: text('npn'),
    number: text('number').notNull(),
    state: text('state').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_licenses_agent_state_number_idx').on(t.agentUserId, t.state, t.number),
    index('agent_licenses_agency_idx').on(t.agencyId),
  ],
);

/** A surplus-lines broker licence of an agency (spec 2 §3 Surplus license). */
export const surplusLicenses = pgTable(
  'surplus_licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    brokerFirstName: text('broker_first_name').notNull(),
    brokerLastName: text('broker_last_name').notNull(),
    brokerEmail: text('broker_email').notNull(),
    surplusLicenseNumber: text('surplus_license_number').notNull(),
    surplusLinesState: text('surplus_lines_state').notNull(),
    /** Only LA and MT, set by provider admins. */
    signatureOnFile: boolean('signature_on_file').notNull().default(false),
    /** An uploaded signed surplus notice, if any. */
    noticeFileId: uuid('notice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surplus_licenses_agency_state_idx').on(t.agencyId, t.surplusLinesState)],
);

/** An agency's tags for its accounts (spec 2 §3 Tags). */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_org_name_idx').on(t.organisationId, sql`lower(${t.name})`)],
);

export const accountTags = pgTable(
  'account_tags',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.accountId] }),
    index('account_tags_account_idx').on(t.accountId),
  ],
);

/** One bulk upload of accounts (spec 2 §3 Bulk upload history). */
export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('PROCESSING'),
    numUploaded: integer('num_uploaded').notNull().default(0),
    numSuccess: integer('num_success').notNull().default(0),
    numFailure: integer('num_failure').notNull().default(0),
    /** The rejected rows with their reasons (a CSV in storage). */
    reportFileId: uuid('report_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    uploadTime: timestamp('upload_time', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Refreshed while PROCESSING: a stale one means the process doing the work has died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Why a FAILED upload failed, as the uploader sees it. */
    failureReason: text('failure_reason'),
  },
  (t) => [
    index('bulk_uploads_org_time_idx').on(t.organisationId, t.uploadTime),
    check('bulk_uploads_status_check', sql`${t.status} in ('PROCESSING','COMPLETED','FAILED')`),
  ],
);

/**
 * The producer agreement an agency signs with the provider ("sign" under the account service,
 * spec 2 §9): one row per signature, the newest for the current version is in force.
 */
export const agencyAgreements = pgTable(
  'agency_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    signerName: text('signer_name').notNull(),
    signerTitle: text('signer_title'),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
  },
  (t) => [index('agency_agreements_agency_idx').on(t.agencyId, t.signedAt)],
);

/**
 * A carrier's profile for the rater (spec 2 §9 rater carriers): which product it writes, on
 * which paper, in which states, with its share and ratings. Quoting picks carriers from here.
 */
export const carrierProfiles = pgTable(
  'carrier_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    /** ADMITTED or SURPLUS (non-admitted) paper. */
    paper: text('paper').notNull().default('ADMITTED'),
    /** Two-letter US states or UK nations the profile writes in; empty = the whole region. */
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Share of the risk this carrier takes, in percent (quota share). */
    sharePercent: integer('share_percent').notNull().default(100),
    naicCompanyCode: text('naic_company_code'),
    amBestRating: text('am_best_rating'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrier_profiles_carrier_product_paper_idx').on(t.carrierId, t.product, t.paper),
    index('carrier_profiles_product_idx').on(t.product),
    check('carrier_profiles_paper_check', sql`${t.paper} in ('ADMITTED','SURPLUS')`),
    check('carrier_profiles_share_check', sql`${t.sharePercent} between 1 and 100`),
  ],
);
