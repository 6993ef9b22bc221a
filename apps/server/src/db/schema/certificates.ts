import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { policies } from './policies.ts';
import { users } from './users.ts';

/**
 * The additional insureds of a policy (spec 3 §3 "Additional insured"), owned by the
 * certificates module: the parties a certificate of insurance may name as additional insureds.
 */
export const policyAdditionalInsureds = pgTable(
  'policy_additional_insureds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    naicsCode: text('naics_code').notNull(),
    naicsDescription: text('naics_description').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('policy_additional_insureds_policy_idx').on(t.policyId, t.createdAt)],
);

/**
 * The certificates of insurance made for a policy (spec 3 §7 "certificate POST"; the document by
 * policy and creation), owned by the certificates module: who asked, for whom (a certificate
 * holder or an additional insured), how it went (downloaded or e-mailed, and to which address)
 * and what it printed, so that its PDF reads the same whenever it is downloaded again.
 */
export const policyCertificates = pgTable(
  'policy_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** A CERTIFICATE_DOC_TYPES value: Certificate_Holder or Additional_Insured. */
    docType: text('doc_type').notNull(),
    additionalInsuredId: uuid('additional_insured_id').references(
      () => policyAdditionalInsureds.id,
      { onDelete: 'set null' },
    ),
    /** The holder (or additional insured) as printed. */
    holderName: text('holder_name').notNull(),
    /** DOWNLOAD or EMAIL. */
    delivery: text('delivery').notNull(),
    /** The address an e-mailed certificate went to. */
    email: text('email'),
    /** The certificate's printed facts (the module's CertificateContent), as made. */
    content: jsonb('content').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The organisation the requester acted in. */
    requestedFor: uuid('requested_for').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('policy_certificates_policy_idx').on(t.policyId, t.createdAt)],
);
