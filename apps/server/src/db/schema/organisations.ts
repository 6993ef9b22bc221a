import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Every kind of organisation the platform knows — the provider (COWBELL), agencies, insured
 * customers, carriers, clusters, digital agencies, MSSPs, vendors, reinsurers and premium
 * processors — in one table, distinguished by account_type.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountType: text('account_type').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull().default('US'),
    status: text('status').notNull().default('ACTIVE'),
    /** Agencies: RETAIL or WHOLESALE. */
    agencyKind: text('agency_kind'),
    parentId: uuid('parent_id').references((): AnyPgColumn => organisations.id),
    locationAlias: text('location_alias'),
    description: text('description'),
    /** Agencies, aggregators and carriers: the host name of their branded entry (unique). */
    hostname: text('hostname'),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Agencies: agency_levels.id (revenue band). */
    agencyLevelId: uuid('agency_level_id'),
    /** Agencies: payments to the agency paused (spec 2 §4). */
    pausedPayment: boolean('paused_payment').notNull().default(false),
    npn: text('npn'),
    /** Agencies: US Federal Employer Identification Number, 9 digits stored as NN-NNNNNNN. */
    fein: text('fein'),
    wizerCustomerId: text('wizer_customer_id'),
    entityType: text('entity_type'),
    ownershipType: text('ownership_type'),
    enforceMfa: boolean('enforce_mfa').notNull().default(false),
    uwEnabled: boolean('uw_enabled').notNull().default(false),
    /** Agency logos (stored_files ids): small (header, 50 KB) and medium (documents, 150 KB). */
    logoSmallFileId: uuid('logo_small_file_id'),
    logoMediumFileId: uuid('logo_medium_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organisations_type_name_idx').on(t.accountType, t.name),
    index('organisations_parent_idx').on(t.parentId),
    uniqueIndex('organisations_hostname_idx').on(sql`lower(${t.hostname})`),
    index('organisations_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    check(
      'organisations_account_type_check',
      sql`${t.accountType} in ('CARRIER','DIGITAL','COWBELL','CUSTOMER','VENDOR','CLUSTER','AGENCY','MSSP','RE_INSURER','PREMIUM_PROCESSOR')`,
    ),
    check('organisations_region_check', sql`${t.region} in ('US','UK')`),
    check('organisations_status_check', sql`${t.status} in ('ACTIVE','DISABLED')`),
  ],
);
