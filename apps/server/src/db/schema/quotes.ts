import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { teams, users } from './users.ts';

/**
 * A submission (decision 041): what an agency asked for one account at one time (the cart's
 * request, a step-by-step request, a custom quote, a renewal); its quotes point at it
 * (`quotes.request_group_id`). Its status is derived from its quotes, unless declined.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** CART, REQUEST, CUSTOM, RENEWAL. */
    source: text('source').notNull(),
    needByDate: date('need_by_date', { mode: 'string' }),
    declinationReason: text('declination_reason'),
    declinationReasonDescription: text('declination_reason_description'),
    fillInDeclinationReason: text('fill_in_declination_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedBy: uuid('declined_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The SUBMISSIONS tab: an agency's, newest change first; the provider's, all of them.
    index('submissions_agency_modified_idx').on(t.agencyId, t.updatedAt, t.id),
    index('submissions_modified_idx').on(t.updatedAt, t.id),
    index('submissions_account_idx').on(t.accountId),
    check('submissions_source_check', sql`${t.source} in ('CART','REQUEST','CUSTOM','RENEWAL')`),
  ],
);

/**
 * A quote (spec 3 §3 Quote): one priced variation of a product for an insured account, requested
 * by an agency. Limits and deductibles are whole currency units; premium, fees and taxes are
 * cents (pence). `rating_input` and `rating_result` keep exactly what the rating engine was given
 * and answered, so a quote can always say why it costs what it costs.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human quote number, e.g. Q-2026-0001234 (unique). */
    quoteNumber: text('quote_number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The agency that requested it (null: provider staff quoting direct). */
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    /** INDICATION, READY, REFERRED, DECLINED, EXPIRED, INVALID, LOST (later: BOUND …). */
    status: text('status').notNull(),
    currency: text('currency').notNull().default('USD'),
    isSurplus: boolean('is_surplus').notNull().default(false),
    isRenewal: boolean('is_renewal').notNull().default(false),
    isEndorsement: boolean('is_endorsement').notNull().default(false),
    agencyBilled: boolean('agency_billed').notNull().default(false),
    state: text('state'),
    limit: bigint('limit', { mode: 'number' }).notNull(),
    aggregateLimit: bigint('aggregate_limit', { mode: 'number' }).notNull(),
    deductible: bigint('deductible', { mode: 'number' }).notNull(),
    waitingPeriod: integer('waiting_period'),
    retroactivePeriod: integer('retroactive_period'),
    presetName: text('preset_name'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The quote can be bound until then. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    needByDate: date('need_by_date', { mode: 'string' }),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    mgaFee: bigint('mga_fee', { mode: 'number' }).notNull().default(0),
    brokerFee: bigint('broker_fee', { mode: 'number' }).notNull().default(0),
    surplusLinesTax: bigint('surplus_lines_tax', { mode: 'number' }).notNull().default(0),
    stampingFee: bigint('stamping_fee', { mode: 'number' }).notNull().default(0),
    totalPremium: bigint('total_premium', { mode: 'number' }).notNull(),
    referToUnderwriter: boolean('refer_to_underwriter').notNull().default(false),
    coverages: jsonb('coverages')
      .notNull()
      .default(sql`'[]'::jsonb`),
    ratingInput: jsonb('rating_input').notNull(),
    ratingResult: jsonb('rating_result').notNull(),
    /** The policyholder contact the quote was sent to (spec 3 §5 send to policyholder). */
    customerFirstName: text('customer_first_name'),
    customerLastName: text('customer_last_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    sentToCustomerAt: timestamp('sent_to_customer_at', { withTimezone: true }),
    lostReason: text('lost_reason'),
    lostReasonSummary: text('lost_reason_summary'),
    /** Its submission (decision 041): the request it was made in (several variations share one). */
    requestGroupId: uuid('request_group_id').references(() => submissions.id, {
      onDelete: 'set null',
    }),
    /** The quote this one renews (renew-quote, ADR 028). */
    renewalOfQuoteId: uuid('renewal_of_quote_id'),
    /** A wholesale request's retail agent (spec 3 §3 bulk quote request). */
    retailAgentFirstName: text('retail_agent_first_name'),
    retailAgentLastName: text('retail_agent_last_name'),
    retailAgentLicenseNumber: text('retail_agent_license_number'),
    /** Custom terms asked of the underwriter: requestedLimit, requestedRetention, reason. */
    customRequest: jsonb('custom_request'),
    /** The retail agency and agent the quote was last sent to (send quote request). */
    retailRequest: jsonb('retail_request'),
    // --- request to bind (decision 043) ---
    /** When the agent (or the retail agent through the e-mailed link) asked to bind it. */
    bindRequestedAt: timestamp('bind_requested_at', { withTimezone: true }),
    /** Who asked: { via: 'AGENT' | 'LINK', userId, name, email }. */
    bindRequest: jsonb('bind_request'),
    /** The LA/MT surplus-lines notice's attestation (its signature is in quote_signatures). */
    surplusNoticeAttestedAt: timestamp('surplus_notice_attested_at', { withTimezone: true }),
    // --- underwriting (decision 040) ---
    /** The underwriter working the referral (null: the unassigned queue). */
    underwriterUserId: uuid('underwriter_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Why the quote was referred by hand (request-review, uw/refer). */
    manualReferralReason: text('manual_referral_reason'),
    /** The saved IRPM: the seven characteristics as percents and the note. */
    irpm: jsonb('irpm'),
    /** The event exclusion list carried onto the quote and its documents. */
    eventExclusions: jsonb('event_exclusions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The rating request as first rated, kept when an underwriter first changes it (reset). */
    originalRatingInput: jsonb('original_rating_input'),
    /** A release above the underwriter's authority waits for a senior underwriter. */
    requiresSenior: boolean('requires_senior').notNull().default(false),
    declineReasonSummary: text('decline_reason_summary'),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_number_idx').on(t.quoteNumber),
    // Quote-number prefix search (LIKE 'Q-2026-00%') whatever the database collation.
    index('quotes_number_pattern_idx').on(t.quoteNumber.op('text_pattern_ops')),
    // The QUOTES tab: an agency's live quotes, newest change first (DESIGN §8).
    index('quotes_agency_modified_idx')
      .on(t.agencyId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Provider staff's QUOTES tab: every live quote, newest change first.
    index('quotes_modified_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The QUOTES tab's status-group filter within an agency (LOST, DECLINED… are a small share).
    index('quotes_agency_status_modified_idx')
      .on(t.agencyId, t.status, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('quotes_team_modified_idx')
      .on(t.teamId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('quotes_account_idx').on(t.accountId, t.createdAt),
    index('quotes_request_group_idx').on(t.requestGroupId),
    index('quotes_status_idx').on(t.status),
    // The underwriter's inbox: live referrals, most urgent need-by first (decision 040).
    index('quotes_uw_inbox_idx')
      .on(t.needByDate, t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} in ('REFERRED','IN_REVIEW')`),
    // Latest need-by first (the inbox's other sort).
    index('quotes_uw_inbox_desc_idx')
      .on(sql`${t.needByDate} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null and ${t.status} in ('REFERRED','IN_REVIEW')`),
    // The senior underwriters' queue: releases above someone's authority (bench/uw-inbox.ts).
    index('quotes_uw_senior_idx')
      .on(t.needByDate, t.id)
      .where(
        sql`${t.deletedAt} is null and ${t.status} in ('REFERRED','IN_REVIEW') and ${t.requiresSenior}`,
      ),
    index('quotes_uw_assignee_idx')
      .on(t.underwriterUserId, t.needByDate, t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} in ('REFERRED','IN_REVIEW')`),
    check(
      'quotes_status_check',
      sql`${t.status} in ('INDICATION','READY','REFERRED','IN_REVIEW','DECLINED','EXPIRED','INVALID','LOST','BOUND')`,
    ),
  ],
);

/**
 * Subjectivities (decision 040): conditions the underwriter sets on a quote, before binding
 * (PRE_BIND: an open one blocks the bind) or after it (POST_BIND). The agent completes each with
 * a document as evidence.
 */
export const quoteSubjectivities = pgTable(
  'quote_subjectivities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    catalogueKey: text('catalogue_key'),
    text: text('text').notNull(),
    status: text('status').notNull().default('OPEN'),
    documentId: uuid('document_id'),
    /** The evidence's name when it was given (the document may be renamed or purged later). */
    documentName: text('document_name'),
    comment: text('comment'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Post-bind: the day from which an open one reminds the agent (bound day + 14, decision 043). */
    remindFrom: date('remind_from', { mode: 'string' }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_subjectivities_quote_idx').on(t.quoteId, t.createdAt),
    check('quote_subjectivities_kind_check', sql`${t.kind} in ('PRE_BIND','POST_BIND')`),
    check('quote_subjectivities_status_check', sql`${t.status} in ('OPEN','COMPLETED')`),
  ],
);

/**
 * Electronic signatures on a quote (decision 043): the named insured's signed application and the
 * surplus lines broker's LA/MT notice. Each records the signer, the time, the IP address and user
 * agent, and the SHA-256 of the exact document signed (kept in file storage under `storageKey`).
 * One of each kind per quote.
 */
export const quoteSignatures = pgTable(
  'quote_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    signerUserId: uuid('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    state: text('state'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('quote_signatures_quote_kind_idx').on(t.quoteId, t.kind),
    check('quote_signatures_kind_check', sql`${t.kind} in ('APPLICATION','SURPLUS_NOTICE')`),
  ],
);

/**
 * An underwriter's authority (decision 040): the largest limit and premium (cents) they may
 * release, and the products; null is unlimited. A user without a row has the default authority.
 */
export const underwritingAuthorities = pgTable('underwriting_authorities', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  maxLimit: bigint('max_limit', { mode: 'number' }),
  maxPremium: bigint('max_premium', { mode: 'number' }),
  products: text('products').array(),
  isSenior: boolean('is_senior').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
