import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { organisations } from './organisations.ts';
import { teams, users } from './users.ts';

/**
 * The insured side of an organisation of type CUSTOMER (spec 2 §3 Account): firmographics,
 * physical and mailing address, domains and industry. One row per insured account; the name,
 * region, entity and ownership types stay on `organisations`.
 */
export const accountProfiles = pgTable(
  'account_profiles',
  {
    organisationId: uuid('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The platform's own account number, e.g. CB-0000123. */
    cbid: text('cbid').notNull(),
    /** Open, Quoted, Active Policy, Declined … (spec 3 eligibility reads it). */
    accountStatus: text('account_status').notNull().default('OPEN'),
    phone: text('phone'),
    dunsNumber: text('duns_number'),
    noOfEmployees: integer('no_of_employees'),
    yearEstablished: integer('year_established'),
    /** US: 2–6 digit NAICS code; UK: SIC 2007 code. */
    naicsCode: text('naics_code'),
    sicCode: text('sic_code'),
    primaryIndustry: text('primary_industry'),
    secondaryIndustry: text('secondary_industry'),
    /** Whole currency units (dollars or pounds), up to one trillion. */
    domesticRevenue: bigint('domestic_revenue', { mode: 'number' }),
    foreignRevenue: bigint('foreign_revenue', { mode: 'number' }),
    totalRevenue: bigint('total_revenue', { mode: 'number' }),
    /** Primary web domain, scheme and path stripped (example.com). */
    domainName: text('domain_name'),
    otherDomains: text('other_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Attested: the organisation has no primary web domain. */
    noDomainAttested: boolean('no_domain_attested').notNull().default(false),
    url: text('url'),
    isFranchise: boolean('is_franchise').notNull().default(false),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    zipCode: text('zip_code'),
    /** US state code (two letters) or UK county/nation. */
    state: text('state'),
    country: text('country'),
    mailingSameAsPhysical: boolean('mailing_same_as_physical').notNull().default(true),
    mailingAddress1: text('mailing_address1'),
    mailingAddress2: text('mailing_address2'),
    mailingAddress3: text('mailing_address3'),
    mailingCity: text('mailing_city'),
    mailingZipCode: text('mailing_zip_code'),
    mailingState: text('mailing_state'),
    mailingCountry: text('mailing_country'),
    /**
     * lower(organisations.name), kept in step by database triggers (migration 0005) so the
     * lookup can filter and order by name and state through one index of this table.
     */
    nameKey: text('name_key'),
    /** Completeness 0–10 (quoting needs at least 4). */
    profileScore: integer('profile_score').notNull().default(0),
    /** Team of the provider or agency that looks after the account. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** When firmographics were last refreshed from the enrichment provider, and which one. */
    firmographicsRefreshedAt: timestamp('firmographics_refreshed_at', { withTimezone: true }),
    firmographicsSource: text('firmographics_source'),
    /** The newest account_risk_scans row's time (denormalised for lists). */
    lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }),
    /** The agent's verification of the firmographics before a request to bind (decision 043). */
    verifiedByAgentAt: timestamp('verified_by_agent_at', { withTimezone: true }),
    /** Who verified: the user's or the retail agent's name and e-mail. */
    verifiedByAgent: text('verified_by_agent'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineProductType: text('decline_product_type'),
    declineReason: text('decline_reason'),
    declineReasonSummary: text('decline_reason_summary'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_profiles_cbid_idx').on(t.cbid),
    // Lookup (DESIGN §8, bench/account-search.ts): name prefix and state, ordered by name, in
    // byte order ("C") so LIKE 'prefix%' and ORDER BY walk the same index.
    // Partial (deleted accounts are never visible) and carrying organisation_id, so a capped
    // count — also an agency's, joined to agency_accounts — is an index-only scan.
    index('account_profiles_name_key_idx')
      .on(sql`(${t.nameKey} collate "C")`, t.cbid, t.organisationId)
      .where(sql`${t.accountStatus} <> 'DELETED'`),
    index('account_profiles_state_name_idx')
      .on(t.state, sql`(${t.nameKey} collate "C")`, t.cbid, t.organisationId)
      .where(sql`${t.accountStatus} <> 'DELETED'`),
    index('account_profiles_cbid_prefix_idx')
      .on(sql`${t.cbid} text_pattern_ops`)
      .where(sql`${t.accountStatus} <> 'DELETED'`),
    index('account_profiles_updated_idx').on(t.updatedAt),
    index('account_profiles_domain_idx').on(t.domainName),
    index('account_profiles_naics_idx').on(t.naicsCode),
    // The accounts list's contains search (`%text%` on name, number, city and domain, one OR):
    // no b-tree serves a contains match, trigram indexes do, one per column (a bitmap OR).
    index('account_profiles_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('account_profiles_cbid_trgm_idx').using('gin', sql`${t.cbid} gin_trgm_ops`),
    index('account_profiles_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    index('account_profiles_domain_trgm_idx').using('gin', sql`${t.domainName} gin_trgm_ops`),
  ],
);

/**
 * An agency's relation to an insured account (spec 2 §3–§4): assigned (the agency of record),
 * linked, or access requested; the agent who looks after it; the agency's favourite flag.
 */
export const agencyAccounts = pgTable(
  'agency_accounts',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull().default('ASSIGNED'),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    isFavourite: boolean('is_favourite').notNull().default(false),
    /** The insured chose this agency as "my agent". */
    isMyAgent: boolean('is_my_agent').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The account's searched text (its profile's name_key, cbid, city and domain_name, one per
     * line, lower-cased), kept in step by database triggers (migration 0013) so an agency's
     * contains search finds its matching accounts through one trigram index of this table.
     */
    searchKey: text('search_key'),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.accountId] }),
    index('agency_accounts_account_idx').on(t.accountId),
    index('agency_accounts_agent_idx').on(t.agentUserId),
    index('agency_accounts_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check(
      'agency_accounts_relation_check',
      sql`${t.relation} in ('ASSIGNED','LINKED','REQUESTED')`,
    ),
  ],
);

/**
 * One risk scan of an insured account (spec 3 §3 risk factors): the nine factor scores 0–100
 * (100 best) plus the company and industry aggregates, from the scan provider named in
 * `provider`. The newest row is the account's current risk picture; older rows are history.
 */
export const accountRiskScans = pgTable(
  'account_risk_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** ON_DEMAND (a user asked), REFRESH (firmographics refresh), CREATE, CONNECTOR. */
    trigger: text('trigger').notNull().default('ON_DEMAND'),
    /** { networkSecurity, cloudSecurity, endpointSecurity, darkIntelligence, fundsTransfer,
     *    cyberExtortion, compliance, insiderThreat, supplyChain } — integers 0–100. */
    factors: jsonb('factors').notNull(),
    companyScore: integer('company_score').notNull(),
    industryScore: integer('industry_score'),
    /** Provider findings behind the scores (e.g. open ports, leaked credentials), for display. */
    findings: jsonb('findings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_risk_scans_account_idx').on(t.accountId, t.createdAt),
    check('account_risk_scans_company_score_check', sql`${t.companyScore} between 0 and 100`),
  ],
);

/**
 * Lead synchronisation of an account to the provider's CRM (spec 2 "sync leads"): queued by a
 * user, sent through the outbox, with the CRM's reference once it answers.
 */
export const accountLeadSyncs = pgTable(
  'account_lead_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('QUEUED'),
    target: text('target').notNull(),
    crmReference: text('crm_reference'),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_lead_syncs_account_idx').on(t.accountId, t.createdAt),
    check('account_lead_syncs_status_check', sql`${t.status} in ('QUEUED','SENT','FAILED')`),
  ],
);

/**
 * An insured account's security answers (spec 3 §3 security questions, §5 underwriting forms):
 * the top-level answers with p250Details, the US cyber underwriting form, the Tech E&O questions
 * and the social engineering questionnaire, each a JSON document validated by the domain
 * schemas. One row per account; every save is audited. Rating reads them.
 */
export const accountSecurityAnswers = pgTable('account_security_answers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  answers: jsonb('answers')
    .notNull()
    .default(sql`'{}'::jsonb`),
  cyberForm: jsonb('cyber_form'),
  techEoForm: jsonb('tech_eo_form'),
  socialEngineering: jsonb('social_engineering'),
  /** lastSecurityAnswered of the spec (sent as unix seconds). */
  lastSecurityAnswered: timestamp('last_security_answered', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
