import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
import { policies } from './policies.ts';
import { users } from './users.ts';

/**
 * The double-entry ledger (decision 051), owned by the billing module: a journal is one
 * business event (an invoice, an adjustment, a payment…), its entries sum to zero.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INVOICE, ADJUSTMENT, CREDIT, PAYMENT, FINANCING, WRITE_OFF, REVERSAL, COMMISSION or COMMISSION_PAYOUT. */
    kind: text('kind').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    memo: text('memo'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_journals_policy_idx').on(t.policyId, t.createdAt)],
);

/** One posting: a debit (positive) or credit (negative) to a ledger account, in minor units. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'cascade' }),
    /** A LEDGER_ACCOUNTS value. */
    ledgerAccount: text('ledger_account').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The invoice a receivable entry is raised by or settles (null for others). */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_policy_idx').on(t.policyId, t.ledgerAccount),
    index('ledger_entries_agency_idx').on(t.agencyId, t.ledgerAccount),
    index('ledger_entries_invoice_idx').on(t.invoiceId),
  ],
);

/** An invoice: the charges of one journal, billed to the insured of one policy. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** {policyNumber}-{nn}: the policy's invoices in order. */
    invoiceNumber: text('invoice_number').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    /** The policy, insured and agency as they were when invoiced (the invoice's own names). */
    policyNumber: text('policy_number').notNull(),
    companyName: text('company_name').notNull(),
    agencyName: text('agency_name'),
    product: text('product').notNull(),
    /** NEW_BUSINESS (at binding) or ADJUSTMENT (a premium-bearing transaction). */
    kind: text('kind').notNull(),
    /** The policy revision an adjustment bills. */
    revision: integer('revision'),
    currency: text('currency').notNull(),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    brokerFee: bigint('broker_fee', { mode: 'number' }).notNull(),
    mgaFee: bigint('mga_fee', { mode: 'number' }).notNull(),
    surplusLinesTax: bigint('surplus_lines_tax', { mode: 'number' }).notNull(),
    stampingFee: bigint('stamping_fee', { mode: 'number' }).notNull(),
    premiumTax: bigint('premium_tax', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The agency's commission on the premium (decision 054; negative: returned) and its rate. */
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    commissionRateBps: integer('commission_rate_bps').notNull().default(0),
    /** The agency collects the premium and remits it (spec 3 quote agencyBilled). */
    agencyBilled: boolean('agency_billed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.invoiceNumber),
    index('invoices_policy_idx').on(t.policyId, t.createdAt),
    index('invoices_agency_idx').on(t.agencyId, t.createdAt),
    index('invoices_account_idx').on(t.accountId, t.createdAt),
    index('invoices_created_idx').on(t.createdAt),
    index('invoices_policy_number_idx').on(t.policyNumber),
    index('invoices_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    // The billing search (bench/billing.ts): a number's prefix, a contains-search on the invoice
    // number (which holds the policy number), the due-date order and an agency's total order.
    index('invoices_number_pattern_idx').using('btree', t.invoiceNumber.op('text_pattern_ops')),
    index('invoices_number_trgm_idx').using('gin', sql`${t.invoiceNumber} gin_trgm_ops`),
    index('invoices_due_idx').on(t.dueDate),
    index('invoices_agency_total_idx').on(t.agencyId, t.total),
    // An agency's monthly agency-bill statement (decision 058).
    index('invoices_agency_billed_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.agencyBilled}`),
  ],
);

/**
 * A payment through the processor (decision 052): one row per Idempotency-Key and policy — a
 * retry with the same key finds it and answers as the first time. Settled payments post a
 * journal (CASH debited, the receivable credited per invoice); a bank payment is IN_PROCESS
 * until the settlement job settles or fails it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The payer's Idempotency-Key (staff-recorded payments: a generated one). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request the key was first used for (amount, method, down payment). */
    requestHash: text('request_hash').notNull(),
    /** A PAYMENT_METHODS value. */
    method: text('method').notNull(),
    /** sandbox, stripe, or manual (recorded by staff). */
    processor: text('processor').notNull(),
    /** The processor's reference for the charge. */
    processorRef: text('processor_ref'),
    /** A PAYMENT_STATUSES value. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    isDownPayment: boolean('is_down_payment').notNull().default(false),
    last4: text('last4'),
    /** Card brand, or the bank account's type. */
    brand: text('brand'),
    bankName: text('bank_name'),
    description: text('description'),
    failureMessage: text('failure_message'),
    /** The journal that posted it once settled. */
    journalId: uuid('journal_id').references(() => ledgerJournals.id, { onDelete: 'set null' }),
    /** The first invoice it settles. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** An IN_PROCESS payment is settled by the job from then on. */
    settleAfter: timestamp('settle_after', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The day the money was received, as staff recorded it (else the day it was made). */
    paidOn: date('paid_on', { mode: 'string' }),
    /** The journal that undid it when a paid payment was voided (decision 053). */
    reversalJournalId: uuid('reversal_journal_id').references(() => ledgerJournals.id, {
      onDelete: 'set null',
    }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.policyId, t.idempotencyKey),
    index('payments_policy_idx').on(t.policyId, t.createdAt),
    index('payments_settle_idx')
      .on(t.settleAfter)
      .where(sql`${t.status} = 'IN_PROCESS'`),
  ],
);

/** A tokenised card or bank account an insured saved (title, type, token; never the number). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Credit Card or Bank Account. */
    type: text('type').notNull(),
    processor: text('processor').notNull(),
    token: text('token').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_methods_token_idx').on(t.accountId, t.token)],
);

/**
 * An installment plan (spec 3 §9): the down payment paid, the amount financed taken on by the
 * financing partner (its receivable), the insured's ten installments owed to the partner.
 */
export const installmentPlans = pgTable(
  'installment_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** The financing partner (a premium processor organisation). */
    financerId: uuid('financer_id').references(() => organisations.id, { onDelete: 'set null' }),
    financerName: text('financer_name').notNull(),
    currency: text('currency').notNull(),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    brokerFee: bigint('broker_fee', { mode: 'number' }).notNull(),
    mgaFee: bigint('mga_fee', { mode: 'number' }).notNull(),
    downPayment: bigint('down_payment', { mode: 'number' }).notNull(),
    amountFinanced: bigint('amount_financed', { mode: 'number' }).notNull(),
    installmentAmount: bigint('installment_amount', { mode: 'number' }).notNull(),
    numberOfInstallments: integer('number_of_installments').notNull(),
    firstInstallmentDue: date('first_installment_due', { mode: 'string' }).notNull(),
    installments: jsonb('installments')
      .$type<{ number: number; dueDate: string; amount: number }[]>()
      .notNull(),
    /** The partner's APR (decision 056; 0 for plans taken up before agreements). */
    aprBps: integer('apr_bps').notNull().default(0),
    financeCharge: bigint('finance_charge', { mode: 'number' }).notNull().default(0),
    totalPaymentAmount: bigint('total_payment_amount', { mode: 'number' }).notNull().default(0),
    /** ACTIVE, or DISAFFIRMED once the insured undid the agreement (decision 056). */
    status: text('status').notNull(),
    downPaymentId: uuid('down_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    journalId: uuid('journal_id').references(() => ledgerJournals.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('installment_plans_policy_idx').on(t.policyId),
    index('installment_plans_financer_idx').on(t.financerId, t.createdAt),
  ],
);

/**
 * A policy's payment reminders (decision 053): whether the scheduled reminder is on (the invoice
 * reminder toggle; on unless turned off) and when one was last sent, by staff, the agency or the
 * job, which sends at most one a week.
 */
export const paymentReminders = pgTable('payment_reminders', {
  policyId: uuid('policy_id')
    .primaryKey()
    .references(() => policies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  sentCount: integer('sent_count').notNull().default(0),
  /** The payer said a check is in the mail (decision 055): reminders pause for a while. */
  checkMailedAt: timestamp('check_mailed_at', { withTimezone: true }),
  checkMailedBy: uuid('check_mailed_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An agency's commission rate for a product (decision 054), set by provider staff; without a
 * row the agency earns DEFAULT_COMMISSION_RATE_BPS.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    rateBps: integer('rate_bps').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('commission_rates_agency_product_idx').on(t.agencyId, t.product)],
);

/** A policy whose commission the provider holds (the toggle): not paid out until released. */
export const commissionHolds = pgTable('commission_holds', {
  policyId: uuid('policy_id')
    .primaryKey()
    .references(() => policies.id, { onDelete: 'cascade' }),
  heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
});

/** The bank account an agency is paid its commission to: a processor token, never the number. */
export const commissionPayoutAccounts = pgTable(
  'commission_payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    processor: text('processor').notNull(),
    token: text('token').notNull(),
    last4: text('last4').notNull(),
    accountType: text('account_type').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('commission_payout_accounts_agency_idx').on(t.agencyId)],
);

/**
 * A commission payment to an agency (decision 054): one row per Idempotency-Key and agency, so
 * a retry answers as the first time. A paid one posted a COMMISSION_PAYOUT journal per policy it
 * settled; a failed one posted nothing.
 */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the request asked (a different request under the same key is a 409). */
    requestHash: text('request_hash').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    reference: text('reference').notNull(),
    failureMessage: text('failure_message'),
    last4: text('last4').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('commission_payouts_key_idx').on(t.agencyId, t.idempotencyKey),
    index('commission_payouts_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

/**
 * A third-party premium financer staff recorded for a policy (decision 055): the terms it
 * finances on (computed by the platform from what was due), and once it paid the amount
 * financed, the payment that settled it.
 */
export const premiumFinancers = pgTable('premium_financers', {
  id: uuid('id').primaryKey().defaultRandom(),
  policyId: uuid('policy_id')
    .notNull()
    .unique()
    .references(() => policies.id, { onDelete: 'cascade' }),
  financerName: text('financer_name').notNull(),
  aprBps: integer('apr_bps').notNull(),
  numberOfInstallments: integer('number_of_installments').notNull(),
  currency: text('currency').notNull(),
  totalPremium: bigint('total_premium', { mode: 'number' }).notNull(),
  downPayment: bigint('down_payment', { mode: 'number' }).notNull(),
  amountFinanced: bigint('amount_financed', { mode: 'number' }).notNull(),
  installmentAmount: bigint('installment_amount', { mode: 'number' }).notNull(),
  financeCharge: bigint('finance_charge', { mode: 'number' }).notNull(),
  totalPaymentAmount: bigint('total_payment_amount', { mode: 'number' }).notNull(),
  /** RECORDED, then FUNDED once the financer paid the amount financed. */
  status: text('status').notNull(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  fundedAt: timestamp('funded_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The platform's premium finance agreements (decision 056): a financing quote for a policy's
 * amount due at the partner's APR, accepted with a signature, activated by the down payment,
 * and possibly disaffirmed within ten days. A newer quote supersedes an older one.
 */
export const financeAgreements = pgTable(
  'finance_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** FinanceQuoteNumber: PF-{policy number}-{n}. */
    quoteNumber: text('quote_number').notNull().unique(),
    financerId: uuid('financer_id').references(() => organisations.id, { onDelete: 'set null' }),
    financerName: text('financer_name').notNull(),
    currency: text('currency').notNull(),
    product: text('product').notNull(),
    aprBps: integer('apr_bps').notNull(),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    brokerFee: bigint('broker_fee', { mode: 'number' }).notNull(),
    mgaFee: bigint('mga_fee', { mode: 'number' }).notNull(),
    downPayment: bigint('down_payment', { mode: 'number' }).notNull(),
    amountFinanced: bigint('amount_financed', { mode: 'number' }).notNull(),
    financeCharge: bigint('finance_charge', { mode: 'number' }).notNull(),
    totalPaymentAmount: bigint('total_payment_amount', { mode: 'number' }).notNull(),
    installmentAmount: bigint('installment_amount', { mode: 'number' }).notNull(),
    numberOfInstallments: integer('number_of_installments').notNull(),
    firstInstallmentDue: date('first_installment_due', { mode: 'string' }).notNull(),
    installments: jsonb('installments')
      .$type<{ number: number; dueDate: string; amount: number }[]>()
      .notNull(),
    /** QUOTED, SIGNED, ACTIVE, DISAFFIRMED or SUPERSEDED. */
    status: text('status').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signature: text('signature'),
    signerEmail: text('signer_email'),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    documentHash: text('document_hash'),
    planId: uuid('plan_id').references(() => installmentPlans.id, { onDelete: 'set null' }),
    disaffirmBy: date('disaffirm_by', { mode: 'string' }),
    disaffirmedAt: timestamp('disaffirmed_at', { withTimezone: true }),
    disaffirmedBy: uuid('disaffirmed_by').references(() => users.id, { onDelete: 'set null' }),
    annualPaymentDue: date('annual_payment_due', { mode: 'string' }),
  },
  (t) => [
    index('finance_agreements_policy_idx').on(t.policyId, t.createdAt),
    // one live (quoted, signed or active) agreement per policy
    uniqueIndex('finance_agreements_live_idx')
      .on(t.policyId)
      .where(sql`status in ('QUOTED', 'SIGNED', 'ACTIVE')`),
  ],
);

/**
 * A policy's billing contacts (decision 057): who receives its payment reminders besides the
 * policyholder's contact. At most five per policy, one per e-mail.
 */
export const billingContacts = pgTable(
  'billing_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('billing_contacts_policy_idx').on(t.policyId, t.createdAt),
    uniqueIndex('billing_contacts_email_idx').on(t.policyId, sql`lower(${t.email})`),
  ],
);

/**
 * Whether an agency bills its clients (decision 058): policies it binds while enabled are
 * agency billed — it collects the premium and remits it monthly, net of its commission.
 */
export const agencyBillTerms = pgTable('agency_bill_terms', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An agency's remittance of one month's agency-billed invoices (decision 058), recorded by
 * provider staff once the money arrived: one per agency and month; a retried Idempotency-Key
 * answers with it.
 */
export const agencyRemittances = pgTable(
  'agency_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    currency: text('currency').notNull(),
    /** Net received (negative: the credit paid to the agency). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agency_remittances_month_idx').on(t.agencyId, t.year, t.month),
    uniqueIndex('agency_remittances_key_idx').on(t.agencyId, t.idempotencyKey),
  ],
);
