import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { claims } from './claims.ts';
import { storedFiles } from './identity.ts';
import { organisations } from './organisations.ts';
import { quotes } from './quotes.ts';
import { users } from './users.ts';

/**
 * Document types (spec 2 §3 Document upload: "a map of label to value"). `claim` marks the types
 * offered when a document is attached to a claim. Provider admins manage the list.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The value sent as docType, e.g. LOSS_RUNS. */
    value: text('value').notNull(),
    label: text('label').notNull(),
    claim: boolean('claim').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_types_value_idx').on(t.value)],
);

/**
 * A document kept for an account (and optionally a quote, claim or treaty). The bytes are in
 * storage (stored_files). `agency_id` null on a staff upload means internal staff only.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** The agency that may see it; null = provider staff only (or the account's own upload). */
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The organisation of the uploader (agency, customer, provider, vendor…). */
    ownerOrganisationId: uuid('owner_organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    /** True when the document is for internal (provider) staff only. */
    internalOnly: boolean('internal_only').notNull().default(false),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    treatyId: text('treaty_id'),
    productType: text('product_type'),
    docType: text('doc_type').notNull(),
    docName: text('doc_name').notNull(),
    /** Uploaded from a note and not yet attached to it. */
    temp: boolean('temp').notNull().default(false),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('documents_account_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('documents_claim_idx')
      .on(t.claimId)
      .where(sql`${t.deletedAt} is null`),
    index('documents_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Form types (policy form, endorsement form, application, notice…): provider-managed. */
export const formTypes = pgTable(
  'form_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_types_name_idx').on(t.name)],
);

/**
 * The form library: policy forms and endorsements filed per product, paper and state, each with
 * its PDF in storage. Policies (issue 7) assemble their forms from here.
 */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formNumber: text('form_number').notNull(),
    name: text('name').notNull(),
    formTypeId: uuid('form_type_id')
      .notNull()
      .references(() => formTypes.id, { onDelete: 'restrict' }),
    productType: text('product_type').notNull(),
    /** ADMITTED or SURPLUS. */
    paperType: text('paper_type').notNull(),
    /** Two-letter state, or null for every state. */
    state: text('state'),
    editionDate: text('edition_date'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forms_number_product_paper_state_idx').on(
      t.formNumber,
      t.productType,
      t.paperType,
      sql`coalesce(${t.state}, '')`,
    ),
  ],
);
