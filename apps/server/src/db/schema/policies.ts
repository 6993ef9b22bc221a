import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencyPrograms } from './agencies.ts';
import { documents } from './documents.ts';
import { organisations } from './organisations.ts';
import { quotes } from './quotes.ts';
import { teams, users } from './users.ts';

/**
 * A binder or policy (spec 3 §3 Policy and Binder; the bind issue): a READY quote bound becomes a
 * binder (BOUND) with its policy number; issued it is a policy (ISSUED, then IN FORCE…). The
 * terms are copied from the quote at binding — later changes to the quote do not move them.
 * Limits and deductibles are whole currency units; money is cents (pence).
 */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyNumber: text('policy_number').notNull(),
    /** The quote it was bound from: one binder per quote (the bind's idempotency). */
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The named insured and the producing agency as they were at binding (the documents' names). */
    namedInsured: text('named_insured').notNull(),
    agencyName: text('agency_name'),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agency team of the quote it was bound from (the tabs' team scopes). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The carrier whose paper it is on (null until carriers are assigned). */
    carrierId: uuid('carrier_id').references(() => organisations.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    /** A POLICY_STATUSES value (BOUND, ISSUED, IN FORCE, …). */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    region: text('region').notNull(),
    limit: bigint('limit', { mode: 'number' }).notNull(),
    deductible: bigint('deductible', { mode: 'number' }).notNull(),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    brokerFee: bigint('broker_fee', { mode: 'number' }).notNull().default(0),
    mgaFee: bigint('mga_fee', { mode: 'number' }).notNull().default(0),
    surplusLinesTax: bigint('surplus_lines_tax', { mode: 'number' }).notNull().default(0),
    stampingFee: bigint('stamping_fee', { mode: 'number' }).notNull().default(0),
    /** Insurance premium tax (UK) and a state's other charges on premium (decision 053). */
    premiumTax: bigint('premium_tax', { mode: 'number' }).notNull().default(0),
    totalPremium: bigint('total_premium', { mode: 'number' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    paymentStatus: text('payment_status').notNull().default('Unpaid'),
    /**
     * The premium processor financing it (an installment plan, decision 052; set by billing);
     * null when not premium financed.
     */
    financerId: uuid('financer_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    customerEmail: text('customer_email'),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    boundBy: uuid('bound_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last day the binder can be issued (YYYY-MM-DD). */
    binderExpiresOn: date('binder_expires_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** The latest revision's number (policy_revisions; 0 for a binder). */
    revision: integer('revision').notNull().default(0),
    /** A requested, pending or made cancellation (decision 046); null when none. */
    cancelEffectiveDate: date('cancel_effective_date', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    /** PRO_RATA or SHORT_RATE; null while only requested. */
    cancelMethod: text('cancel_method'),
    /** Cents (pence) the cancellation returns (0 until the insurer cancels). */
    returnPremium: bigint('return_premium', { mode: 'number' }).notNull().default(0),
    /** The last day of the reinstatement period (IN REINSTATEMENT PERIOD). */
    reinstateBy: date('reinstate_by', { mode: 'string' }),
    /** An extended reporting period bought after cover ended (decision 046); null when none. */
    erpYears: integer('erp_years'),
    erpStartsOn: date('erp_starts_on', { mode: 'string' }),
    erpEndsOn: date('erp_ends_on', { mode: 'string' }),
    erpPremium: bigint('erp_premium', { mode: 'number' }),
    erpIssuedAt: timestamp('erp_issued_at', { withTimezone: true }),
    /** Renewals (decision 047): the agency opted this policy out of renewal. */
    renewalOptOut: boolean('renewal_opt_out').notNull().default(false),
    /** The agency muted the renewal reminders of this policy. */
    renewalRemindersMuted: boolean('renewal_reminders_muted').notNull().default(false),
    /** The renewal quote the renewal job made (one per policy), and the policy that renewed it. */
    renewalQuoteId: uuid('renewal_quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    renewedByPolicyId: uuid('renewed_by_policy_id'),
    /** The day the renewal job last tried to prepare the renewal, and why it could not. */
    renewalCheckedOn: date('renewal_checked_on', { mode: 'string' }),
    renewalError: text('renewal_error'),
    /** The renewal offer as filed in the account's documents (decision 050). */
    renewalOfferDocumentId: uuid('renewal_offer_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    /**
     * The producing agency's program the policy is written under (`PUT …/program`, decision 050);
     * null when none. A program removed from the agency leaves the policy without one.
     */
    programId: uuid('program_id').references(() => agencyPrograms.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('policies_policy_number_idx').on(t.policyNumber),
    uniqueIndex('policies_quote_idx').on(t.quoteId),
    index('policies_agency_status_idx').on(t.agencyId, t.status),
    index('policies_account_idx').on(t.accountId),
    index('policies_financer_idx').on(t.financerId),
    index('policies_team_idx').on(t.teamId),
    index('policies_effective_idx').on(t.effectiveDate, t.id),
    index('policies_end_idx').on(t.endDate, t.id),
    // A carrier's binders, policies and book: those on its paper (decision 042).
    index('policies_carrier_status_idx').on(t.carrierId, t.status),
    // The BINDERS tab in its order: binders (BINDER_STATUSES; a test checks the list) are one
    // row in ten, scattered along policies_effective_idx.
    index('policies_binders_effective_idx')
      .on(t.effectiveDate, t.id)
      .where(sql`${t.status} in ('BOUND', 'BINDER EXPIRED', 'RESCIND')`),
    // The tabs' search: company name or policy number contains the term (ILIKE '%…%').
    index('policies_named_insured_trgm_idx').using('gin', sql`${t.namedInsured} gin_trgm_ops`),
    index('policies_policy_number_trgm_idx').using('gin', sql`${t.policyNumber} gin_trgm_ops`),
    // Open for renewal (the POLICIES tab's filter, the book's renewals due): a status, an end
    // date range, counted from the index alone.
    index('policies_status_end_idx').on(t.status, t.endDate, t.agencyId, t.currency),
  ],
);

/**
 * The book of business summed (decision 042; docs/performance.md "Binders, policies and the
 * book"), kept by the statement triggers on `policies` of migration 0024: per scope, currency,
 * status and paid or not, how many policies and the sums of their total premium and limit. Each
 * policy counts in its agency's rows (scope_id = agency_id; none without an agency) and in the
 * whole book's (scope_id = WHOLE_BOOK_SCOPE, provider staff's), so a book is a few dozen rows
 * whatever the number of policies. Rows are never deleted: a group that empties keeps count 0.
 */
export const policyBookGroups = pgTable(
  'policy_book_groups',
  {
    scopeId: uuid('scope_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** payment_status = 'Paid'. */
    isPaid: boolean('is_paid').notNull(),
    count: integer('count').notNull(),
    totalPremium: bigint('total_premium', { mode: 'number' }).notNull(),
    limit: bigint('limit', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeId, t.currency, t.status, t.isPaid] })],
);

/**
 * The book's written premium by month bound (UTC; the first day of the month), currency and
 * status, per scope as in `policyBookGroups` and kept by the same triggers.
 */
export const policyPremiumMonths = pgTable(
  'policy_premium_months',
  {
    scopeId: uuid('scope_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
    totalPremium: bigint('total_premium', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeId, t.month, t.currency, t.status] })],
);

/**
 * A policy's transactions (decision 046): revision 1 is the policy as issued, each endorsement,
 * cancellation, reinstatement… one more, with its effective day, reason, author, premium (pro
 * rata; negative when returned) and the terms it leaves. Never updated but for `reverted_by`.
 */
export const policyRevisions = pgTable(
  'policy_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** A POLICY_REVISION_KINDS value. */
    kind: text('kind').notNull(),
    endorsementType: text('endorsement_type'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** The policy's status after it. */
    status: text('status').notNull(),
    premiumDelta: bigint('premium_delta', { mode: 'number' }).notNull(),
    /** PolicyTerms. */
    terms: jsonb('terms').notNull(),
    /** The revision this one reverts, and the one that reverted it (numbers). */
    reverts: integer('reverts'),
    revertedBy: integer('reverted_by'),
    /**
     * The transaction's document as filed in the account's documents (decision 050); null for a
     * transaction without one, or until it is filed.
     */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('policy_revisions_number_idx').on(t.policyId, t.number),
    // the midterm list: endorsements across a book, newest first
    index('policy_revisions_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * Broker of record requests (decision 047): the agency the insured appointed asks to take over a
 * policy; provider staff approve (the policy and the account's assignment move) or decline.
 */
export const brokerOfRecordRequests = pgTable(
  'broker_of_record_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    fromAgencyId: uuid('from_agency_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    toAgencyId: uuid('to_agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The agencies' names when asked (the list's names, as the policy keeps its own). */
    fromAgencyName: text('from_agency_name'),
    toAgencyName: text('to_agency_name').notNull(),
    /** A BOR_STATUSES value. */
    status: text('status').notNull(),
    letterSignedOn: date('letter_signed_on', { mode: 'string' }).notNull(),
    notes: text('notes'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bor_requests_policy_idx').on(t.policyId),
    index('bor_requests_to_agency_idx').on(t.toAgencyId),
    // one pending request per policy
    uniqueIndex('bor_requests_pending_idx')
      .on(t.policyId)
      .where(sql`${t.status} = 'REQUESTED'`),
  ],
);

/** The scope_id of the whole book's summary rows (every policy: provider staff's book). */
export const WHOLE_BOOK_SCOPE = '00000000-0000-0000-0000-000000000000';

/** The last policy number given per region and year (numbers never repeat, never skip back). */
export const policyNumberCounters = pgTable(
  'policy_number_counters',
  {
    region: text('region').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.year] })],
);
