import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * A claim reported by (or for) an insured account (spec 2 §3 Claim, §4 Claim). Saved but not
 * filed: UN_FILED; filed: FILED (the provider's claims desk is e-mailed). A vendor (claims
 * examiner / breach coach organisation) may be assigned to work it.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human claim number, e.g. CL-2026-000123 (unique). */
    claimNumber: text('claim_number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The policy the loss is reported under, when known (policies arrive with issue 7). */
    policyId: uuid('policy_id'),
    /** The vendor organisation assigned to the claim (sees it under /vendor/claims). */
    vendorId: uuid('vendor_id').references(() => organisations.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('UN_FILED'),
    isFiled: boolean('is_filed').notNull().default(false),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    // Claim Reported By
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    companyName: text('company_name'),
    workPhone: text('work_phone'),
    cellPhone: text('cell_phone'),
    isRightContact: boolean('is_right_contact').notNull().default(true),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    // Location And Loss Information
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    lossDate: date('loss_date', { mode: 'string' }),
    lossDescription: text('loss_description'),
    impactedDevicesOs: text('impacted_devices_os'),
    impactedDevicesType: text('impacted_devices_type'),
    incidentNoticed: date('incident_noticed', { mode: 'string' }),
    lossInformationExplanation: text('loss_information_explanation'),
    // Other Information
    isAuthoritiesInvolved: boolean('is_authorities_involved').notNull().default(false),
    authorityName: text('authority_name'),
    authorityPhoneNumber: text('authority_phone_number'),
    isReportFiled: boolean('is_report_filed').notNull().default(false),
    reportNumber: text('report_number'),
    isBusinessImpacted: boolean('is_business_impacted'),
    isCyberIncident: boolean('is_cyber_incident'),
    isRemediationServiceBegun: boolean('is_remediation_service_begun'),
    otherInformationExplanation: text('other_information_explanation'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('claims_number_idx').on(t.claimNumber),
    index('claims_account_idx')
      .on(t.accountId, t.updatedAt)
      .where(sql`${t.deletedAt} is null`),
    index('claims_vendor_idx')
      .on(t.vendorId, t.updatedAt)
      .where(sql`${t.deletedAt} is null`),
    index('claims_modified_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    check('claims_status_check', sql`${t.status} in ('UN_FILED','FILED')`),
  ],
);

/** The claim diary: a dated log of what happened on a claim (system and people). */
export const claimDiaryEntries = pgTable(
  'claim_diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** CREATED, SAVED, FILED, ASSIGNED, NOTE, FILE_ADDED, … */
    entryType: text('entry_type').notNull(),
    body: text('body').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorOrganisationId: uuid('author_organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_diary_claim_idx').on(t.claimId, t.createdAt)],
);
